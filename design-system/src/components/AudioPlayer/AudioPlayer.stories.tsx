import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { demoPeaks } from '../../storybook/peaks'
import { useStoryState } from '../../storybook/state'
import { AudioPlayer, formatSeconds, type AudioPlayerProps } from './AudioPlayer'

const track = { title: 'Колискова для Полтави', artist: 'Оксана Вербицька', cover: null }

/** The bar is controlled; this harness plays the app's audio element. */
function PlayerHarness(props: AudioPlayerProps) {
  const [playing, setPlaying] = useStoryState(props.playing, () => props.onToggle())
  const [position, setPosition] = useStoryState(props.position, props.onSeek)
  return (
    <AudioPlayer
      {...props}
      playing={playing}
      position={position}
      onToggle={() => setPlaying(!playing)}
      onSeek={setPosition}
    />
  )
}

const meta = {
  title: 'Media/AudioPlayer',
  component: AudioPlayer,
  args: {
    track,
    playing: false,
    position: 42,
    duration: 185,
    onToggle: fn(),
    onSeek: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  render: (args) => <PlayerHarness {...args} />,
} satisfies Meta<typeof AudioPlayer>

export default meta
type Story = StoryObj<typeof meta>

export const Paused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Player' })).toHaveTextContent('Колискова для Полтави')
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await expect(args.onToggle).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Next song' }))
    await expect(args.onNext).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous song' }))
    await expect(args.onPrevious).toHaveBeenCalledOnce()
  },
}

export const Playing: Story = {
  args: { playing: true, position: 120 },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Position in the song' })
    await expect(slider).toHaveAttribute('aria-valuetext', '2:00 / 3:05')
    // user-event does not drag range inputs; a change event is what the browser sends after one.
    fireEvent.change(slider, { target: { value: '150' } })
    await expect(args.onSeek).toHaveBeenLastCalledWith(150)
    await expect(slider).toHaveAttribute('aria-valuetext', '2:30 / 3:05')
  },
}

/** A queue of one: no previous or next buttons. */
export const SingleSong: Story = {
  args: { onNext: undefined, onPrevious: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next song' })).not.toBeInTheDocument()
  },
}

/** A processed song: the progress is its waveform, seekable by keyboard and pointer. */
export const WithWaveform: Story = {
  args: { playing: true, position: 70, waveform: demoPeaks },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Position in the song' })
    await expect(slider.tagName).toBe('DIV')
    slider.focus()
    await userEvent.keyboard('{PageUp}')
    await expect(args.onSeek).toHaveBeenLastCalledWith(100)
    await expect(slider).toHaveAttribute('aria-valuetext', '1:40 / 3:05')
  },
}

export const WithWaveformMobile: Story = {
  ...mobile,
  args: { playing: true, position: 70, waveform: demoPeaks },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Position in the song' })).toBeVisible()
  },
}

export const LongNames: Story = {
  args: {
    track: {
      title: 'Дуже довга назва пісні, що не вміщується в рядок програвача навіть на широкому екрані',
      artist: 'Гурт Полинь і друзі з усіх куточків України',
      cover: null,
    },
  },
}

export const Empty: Story = {
  args: { track: null, position: 0, duration: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Player' })).toHaveTextContent('Choose a song to listen')
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const PlaybackError: Story = {
  args: { error: 'The song could not be played', position: 0, duration: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The song could not be played')
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled()
  },
}

export const Mobile: Story = {
  ...mobile,
  args: { playing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(formatSeconds(185)).toBe('3:05')
  },
}
