/** Sample data for stories: no network, so images are inline SVG. */
import type { NavItem } from '../internal/nav'
import {
  AuctionsIcon,
  ChatIcon,
  GlobeIcon,
  HallOfFameIcon,
  HomeIcon,
  MarketIcon,
  ProfileIcon,
  SearchIcon,
  SettingsIcon,
  VideoIcon,
} from '../components/Icon'

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

/** A stand-in portrait: warm gradient, a head-and-shoulders shape. */
export const samplePortrait = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E9B949"/><stop offset="1" stop-color="#C8312B"/></linearGradient></defs>
<rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="12" fill="#3E352F"/><path d="M10 64c2-15 11-22 22-22s20 7 22 22z" fill="#17120F"/></svg>`)

/** A stand-in song cover: night sky over a wheat field. */
export const sampleCover = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0B1324"/><stop offset="1" stop-color="#32446B"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#s)"/><circle cx="226" cy="52" r="20" fill="#F3D27A"/>
<path d="M0 150c60-20 120-20 180-5s90 15 120 5v50H0z" fill="#D49A1C"/><path d="M0 172c70-14 150-12 300 0v28H0z" fill="#7D5608"/></svg>`)

export const sampleUser = { publicName: 'Олена Коваль', nickname: 'olena.kobza', avatarSrc: samplePortrait }

export const mainNav: NavItem[] = [
  { key: 'home', label: 'Home', icon: <HomeIcon />, href: '#home', active: true },
  { key: 'search', label: 'Search', icon: <SearchIcon />, href: '#search' },
  { key: 'video', label: 'Video greetings', icon: <VideoIcon />, href: '#video' },
  { key: 'chat', label: 'Chats', icon: <ChatIcon />, href: '#chat', badge: 3, badgeLabel: '3 unread' },
  { key: 'hall', label: 'Hall of Fame', icon: <HallOfFameIcon />, href: '#hall-of-fame' },
  { key: 'auctions', label: 'Auctions', icon: <AuctionsIcon />, href: '#auctions' },
  { key: 'market', label: 'Market', icon: <MarketIcon />, href: '#market' },
]

export const accountNav: NavItem[] = [
  { key: 'profile', label: 'My profile', icon: <ProfileIcon />, href: '#profile' },
  { key: 'settings', label: 'Settings', icon: <SettingsIcon />, href: '#settings' },
  { key: 'language', label: 'Українська', icon: <GlobeIcon />, href: '#language' },
]

export const bottomNav: NavItem[] = [
  { key: 'home', label: 'Home', icon: <HomeIcon />, href: '#home', active: true },
  { key: 'search', label: 'Search', icon: <SearchIcon />, href: '#search' },
  { key: 'chat', label: 'Chats', icon: <ChatIcon />, href: '#chat', badge: 3, badgeLabel: '3 unread' },
  { key: 'hall', label: 'Fame', icon: <HallOfFameIcon />, href: '#hall-of-fame' },
  { key: 'profile', label: 'Profile', icon: <ProfileIcon />, href: '#profile' },
]

export const longText =
  'Кобза — струнний щипковий інструмент, з яким кобзарі мандрували від села до села. On Kobza, artists share the songs, stories and rehearsals behind them, and fans keep the music going with subscriptions in hryvnia.'
