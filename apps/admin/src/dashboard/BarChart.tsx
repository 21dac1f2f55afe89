import { useTheme } from '@mui/material'

export interface BarChartProps {
  /** What the chart shows, for screen readers (each bar carries its day and value as a title). */
  label: string
  points: Array<{ label: string; value: number }>
}

/**
 * A bar per day, drawn as SVG with the theme's colours: thirty bars need no charting library
 * in the console's bundle.
 */
export function BarChart({ label, points }: BarChartProps) {
  const theme = useTheme()
  const max = Math.max(1, ...points.map((point) => point.value))
  const width = 300
  const height = 120
  const step = width / Math.max(1, points.length)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height + 14}`}
      style={{ width: '100%', height: 'auto' }}
    >
      {points.map((point, index) => {
        const barHeight = (point.value / max) * height
        return (
          <rect
            key={point.label}
            x={index * step + 1}
            y={height - barHeight}
            width={Math.max(1, step - 2)}
            height={barHeight}
            fill={theme.palette.primary.main}
          >
            <title>{`${point.label}: ${point.value}`}</title>
          </rect>
        )
      })}
      <line x1={0} x2={width} y1={height} y2={height} stroke={theme.palette.divider} />
      <text x={0} y={height + 12} fontSize={9} fill={theme.palette.text.secondary}>
        {points[0]?.label}
      </text>
      <text x={width} y={height + 12} fontSize={9} textAnchor="end" fill={theme.palette.text.secondary}>
        {points.at(-1)?.label}
      </text>
    </svg>
  )
}
