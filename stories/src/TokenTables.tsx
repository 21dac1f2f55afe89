/** Live token tables for the Tokens docs page: rendered from the TS tokens, never retyped. */
import {
  breakpoints,
  contrastRatio,
  font,
  fontSize,
  motion,
  radius,
  space,
  themes,
  varName,
  zIndex,
  type ThemeColors,
} from '@kobza/design-system'
import type { CSSProperties, ReactNode } from 'react'

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--kz-color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

const Swatch = ({ color }: { color: string }) => (
  <span
    style={{
      display: 'inline-block',
      width: 28,
      height: 28,
      borderRadius: 6,
      background: color,
      border: '1px solid rgba(0,0,0,.15)',
    }}
  />
)

/** Where each text colour is meant to sit, to show its contrast. */
const pairs: Partial<Record<keyof ThemeColors, keyof ThemeColors>> = {
  text: 'bg',
  textMuted: 'surface',
  onPrimary: 'primary',
  brandText: 'surface',
  onSelected: 'selected',
  onAccent: 'accent',
  onAccentSoft: 'accentSoft',
  onDanger: 'danger',
  dangerText: 'surface',
  successText: 'surface',
  link: 'surface',
}

export function ColorTable() {
  const keys = Object.keys(themes.light) as (keyof ThemeColors)[]
  return (
    <Table head={['Token', 'CSS variable', 'Day', 'Night', 'Contrast (day / night)']}>
      {keys.map((key) => {
        const on = pairs[key]
        const ratio = (theme: ThemeColors) => (on ? `${contrastRatio(theme[key], theme[on]).toFixed(1)}:1` : '')
        return (
          <tr key={key}>
            <td style={cell}>
              <code>{key}</code>
            </td>
            <td style={cell}>
              <code>{varName('color', key)}</code>
            </td>
            <td style={cell}>
              <Swatch color={themes.light[key]} /> <code>{themes.light[key]}</code>
            </td>
            <td style={cell}>
              <Swatch color={themes.dark[key]} /> <code>{themes.dark[key]}</code>
            </td>
            <td style={cell}>{on ? `${ratio(themes.light)} / ${ratio(themes.dark)} on ${on}` : '—'}</td>
          </tr>
        )
      })}
    </Table>
  )
}

export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {Object.entries(fontSize)
        .reverse()
        .map(([key, size]) => (
          <tr key={key}>
            <td style={cell}>
              <code>{varName('text', key)}</code>
            </td>
            <td style={cell}>{size}</td>
            <td
              style={{
                ...cell,
                fontSize: size,
                fontFamily: key.includes('xl') ? font.display : font.body,
                lineHeight: 1.2,
              }}
            >
              Кобза — Ukrainian music
            </td>
          </tr>
        ))}
    </Table>
  )
}

export function SpaceScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(space).map(([key, value]) => (
        <tr key={key}>
          <td style={cell}>
            <code>{varName('space', key)}</code>
          </td>
          <td style={cell}>{value}</td>
          <td style={cell}>
            <span style={{ display: 'block', width: value, height: 12, background: 'var(--kz-color-brand)' }} />
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function MiscTokens() {
  const rows: [string, string][] = [
    ...Object.entries(radius).map(([k, v]): [string, string] => [varName('radius', k), v]),
    ...Object.entries(motion.duration).map(([k, v]): [string, string] => [varName('duration', k), v]),
    ...Object.entries(motion.easing).map(([k, v]): [string, string] => [varName('ease', k), v]),
    ...Object.entries(zIndex).map(([k, v]): [string, string] => [varName('z', k), v]),
    ...Object.entries(breakpoints).map(([k, v]): [string, string] => [varName('breakpoint', k), `${v}px`]),
  ]
  return (
    <Table head={['CSS variable', 'Value']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  )
}
