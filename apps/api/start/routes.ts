/*
 * Each domain declares its own routes; this file only collects them.
 * /api/v1 keeps the spec's contract: those routes are registered from @kobza/contract's
 * `routes` (tests/functional/contract_routes.spec.ts holds them equal); /admin/api speaks
 * react-admin's simple-rest.
 */
import '#health/routes'
import '#catalogue/routes'
import '#accounts/routes'
import '#admin/routes'
import '#markets/routes'
import '#media/routes'
import '#feed/routes'
import '#profiles/routes'
import '#payments/routes'
import '#search/routes'
import '#greetings/routes'
import '#legends/routes'
import '#chat/routes'
import '#moderation/routes'
import '#notifications/routes'
import '#core/sitemaps'
import '#core/legal_pages'
