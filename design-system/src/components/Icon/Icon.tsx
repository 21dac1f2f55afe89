import type { ReactNode, SVGProps } from 'react'
import { clsx } from 'clsx'
import styles from './Icon.module.css'

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  /** Pixel size of the square icon; defaults to 1.25em so it follows the text size. */
  size?: number | string
  /**
   * Accessible name. Without it the icon is decorative (aria-hidden) and the surrounding control
   * must carry the label.
   */
  title?: string
}

/**
 * One drawing per name: 24×24 line art on a 1.75 stroke with round ends — the hand of a
 * needle-and-thread sketch, never a filled glyph, except play/pause which must read at a glance.
 */
const drawings = {
  home: (
    <>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v11.5h4.75v-6h3.5v6h4.75V9" />
    </>
  ),
  search: (
    <>
      <circle cx="10.75" cy="10.75" r="6.75" />
      <path d="m20.5 20.5-4.9-4.9" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="5.5" width="13.5" height="13" rx="2.5" />
      <path d="m16 10.25 5.5-3v9.5l-5.5-3z" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.6-3.9 3.7-6.5 7.5-6.5s6.9 2.6 7.5 6.5" />
    </>
  ),
  chat: (
    <>
      <path d="M4.5 4.5h15a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5.5 4v-4a1.5 1.5 0 0 1-1.5-1.5V6a1.5 1.5 0 0 1 1.5-1.5z" />
      <path d="M8 9.25h8M8 12.5h5" />
    </>
  ),
  trophy: (
    <>
      <path d="M7.5 3.5h9v6a4.5 4.5 0 0 1-9 0z" />
      <path d="M7.5 5.5h-3v1.25A3.75 3.75 0 0 0 8 10.5M16.5 5.5h3v1.25A3.75 3.75 0 0 1 16 10.5" />
      <path d="M12 14v3.5M8.5 20.5h7M9.5 17.5h5v3h-5z" />
    </>
  ),
  gavel: (
    <>
      <rect x="10" y="4" width="10" height="6" rx="1.25" transform="rotate(45 15 7)" />
      <path d="m12.9 9.1-8.4 8.4M3.5 20.5h9" />
    </>
  ),
  market: (
    <>
      <path d="M3.5 9.5 5.25 4h13.5l1.75 5.5" />
      <path d="M3.5 9.5h17a2.83 2.83 0 0 1-5.67 0 2.83 2.83 0 0 1-5.66 0 2.83 2.83 0 0 1-5.67 0" />
      <path d="M5 12.25V20.5h14v-8.25" />
      <path d="M10 20.5v-5h4v5" />
    </>
  ),
  signOut: (
    <>
      <path d="M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10" />
      <path d="m15 8 4 4-4 4M19 12H9.5" />
    </>
  ),
  signIn: (
    <>
      <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
      <path d="m10 8 4 4-4 4M14 12H3.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  play: (
    <path
      d="M7.5 4.75v14.5a.75.75 0 0 0 1.14.64l11.5-7.25a.75.75 0 0 0 0-1.28L8.64 4.11a.75.75 0 0 0-1.14.64z"
      fill="currentColor"
    />
  ),
  pause: <path d="M6.5 4.5h3.25v15H6.5zM14.25 4.5h3.25v15h-3.25z" fill="currentColor" strokeLinejoin="round" />,
  settings: (
    <>
      <path d="M4 7h8.5M17.5 7H20M4 17h2.5M11.5 17H20" />
      <circle cx="15" cy="7" r="2.5" />
      <circle cx="9" cy="17" r="2.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M3.5 12h17M12 3.25c2.4 2.4 3.6 5.3 3.6 8.75S14.4 18.35 12 20.75C9.6 18.35 8.4 15.45 8.4 12S9.6 5.65 12 3.25z" />
    </>
  ),
  chevronLeft: <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />,
  chevronRight: <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  chevronDown: <path d="m5.5 9.5 6.5 6.5 6.5-6.5" />,
  arrowLeft: <path d="M19.5 12h-15M10.5 6l-6 6 6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M12 7.5v5.25M12 16.25v.25" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M12 11v5.5M12 7.5v.25" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5h4" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.1a4.4 4.4 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" />,
  /** The kobza itself: a pear-shaped body, a rosette sound hole and a short neck with pegs. */
  kobza: (
    <>
      <path d="M12 9.25c3.6 0 6.25 2.9 6.25 6.3 0 3.6-2.8 5.95-6.25 5.95s-6.25-2.35-6.25-5.95c0-3.4 2.65-6.3 6.25-6.3z" />
      <circle cx="12" cy="15.25" r="1.75" />
      <path d="M12 9.25V2.5M10.25 3.5h3.5M10.25 5.75h3.5M10 20.25h4" />
    </>
  ),
  skipBack: <path d="M6.5 5.5v13M18 6 9.5 12l8.5 6z" />,
  skipForward: <path d="M17.5 5.5v13M6 6l8.5 6L6 18z" />,
  comment: <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" />,
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
      <circle cx="9" cy="10" r="1.75" />
      <path d="m4 17.5 5-4.5 4 3.5 2.5-2 4.5 3.5" />
    </>
  ),
  music: (
    <>
      <path d="M9.5 17.5V5.5l10-2v12" />
      <circle cx="7" cy="17.5" r="2.5" />
      <circle cx="17" cy="15.5" r="2.5" />
    </>
  ),
  poll: <path d="M5 20V11M10 20V5M15 20v-7M20 20V8M3.5 20.5h17" />,
  trash: <path d="M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10.5 10v6.5M13.5 10v6.5" />,
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof drawings
export const iconNames = Object.keys(drawings) as IconName[]

export function Icon({ name, size, title, className, ...rest }: IconProps & { name: IconName }) {
  const dimension = size ?? '1.25em'
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={clsx(styles.icon, className)}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {drawings[name]}
    </svg>
  )
}

const named = (name: IconName) => {
  const Named = (props: IconProps) => <Icon {...props} name={name} />
  Named.displayName = `${name[0]?.toUpperCase()}${name.slice(1)}Icon`
  return Named
}

export const HomeIcon = named('home')
export const SearchIcon = named('search')
export const VideoIcon = named('video')
export const ProfileIcon = named('profile')
export const ChatIcon = named('chat')
export const TrophyIcon = named('trophy')
export const HallOfFameIcon = TrophyIcon
export const GavelIcon = named('gavel')
export const AuctionsIcon = GavelIcon
export const MarketIcon = named('market')
export const SignOutIcon = named('signOut')
export const SignInIcon = named('signIn')
export const PlusIcon = named('plus')
export const MenuIcon = named('menu')
export const CloseIcon = named('close')
export const PlayIcon = named('play')
export const PauseIcon = named('pause')
export const SettingsIcon = named('settings')
export const GlobeIcon = named('globe')
export const ChevronLeftIcon = named('chevronLeft')
export const ChevronRightIcon = named('chevronRight')
export const ChevronDownIcon = named('chevronDown')
export const ArrowLeftIcon = named('arrowLeft')
export const CheckIcon = named('check')
export const AlertIcon = named('alert')
export const InfoIcon = named('info')
export const HeartIcon = named('heart')
export const KobzaIcon = named('kobza')
export const SkipBackIcon = named('skipBack')
export const SkipForwardIcon = named('skipForward')
export const CommentIcon = named('comment')
export const ImageIcon = named('image')
export const MusicIcon = named('music')
export const PollIcon = named('poll')
export const TrashIcon = named('trash')
