import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { demoPeaks } from '../../storybook/peaks'
import { useStoryState } from '../../storybook/state'
import { Waveform, type WaveformProps } from './Waveform'

function WaveformHarness(props: WaveformProps) {
  const [position, setPosition] = useStoryState(props.position, props.onSeek)
  return <Waveform {...props} position={position} onSeek={setPosition} />
}

const meta = {
  title: 'Media/Waveform',
  component: Waveform,
  args: { peaks: demoPeaks, position: 70, duration: 185, label: 'Position in the song', onSeek: fn() },
  render: (args) => <WaveformHarness {...args} />,
} satisfies Meta<typeof Waveform>

export default meta
type Story = StoryObj<typeof meta>

export const WithPeaks: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Position in the song' })
    await expect(slider).toHaveAttribute('aria-valuetext', '1:10 / 3:05')
    slider.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onSeek).toHaveBeenLastCalledWith(75)
    await userEvent.keyboard('{PageUp}')
    await expect(args.onSeek).toHaveBeenLastCalledWith(105)
    await userEvent.keyboard('{End}')
    await expect(slider).toHaveAttribute('aria-valuenow', '185')
    // A click in the middle moves there.
    const box = slider.getBoundingClientRect()
    const middle = { button: 0, pointerId: 1, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }
    fireEvent.pointerDown(slider, middle)
    fireEvent.pointerUp(slider, middle)
    await expect(args.onSeek).toHaveBeenLastCalledWith(92.5)
  },
}

/** A song processed before waveforms existed: a flat line, still a seek bar. */
export const NoPeaks: Story = {
  args: { peaks: null },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Position in the song' })
    slider.focus()
    await userEvent.keyboard('{Home}')
    await expect(args.onSeek).toHaveBeenLastCalledWith(0)
  },
}

export const Loading: Story = {
  args: { loading: true, duration: 0, position: 0 },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Position in the song' })
    await expect(slider).toHaveAttribute('aria-busy', 'true')
    slider.focus()
    await userEvent.keyboard('{End}')
    await expect(args.onSeek).not.toHaveBeenCalled()
  },
}

/** The song could not be played: shown, not seekable. */
export const ErrorState: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Position in the song' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Position in the song' })).toBeVisible()
  },
}
