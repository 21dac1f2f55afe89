/*
 * Who may do what is decided in a domain's policy (apps/api/app/<domain>/policy.ts, AdonisJS
 * Bouncer): anywhere else, reading a user's authorities to decide is refused.
 */
const LOOKUPS = new Set(['includes', 'some', 'every', 'indexOf', 'find', 'findIndex', 'filter', 'has'])

/** `x.authorities` or `x?.authorities`. */
function isAuthoritiesOf(node) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'authorities'
  )
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Authority checks only in policies' },
    messages: {
      outsidePolicy:
        "Ask the domain's policy (app/<domain>/policy.ts, through bouncerOf(user).with(Policy)) instead of reading authorities here.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        if (LOOKUPS.has(callee.property.name) && isAuthoritiesOf(callee.object))
          context.report({ node, messageId: 'outsidePolicy' })
      },
    }
  },
}
