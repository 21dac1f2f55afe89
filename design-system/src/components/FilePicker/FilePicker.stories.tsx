import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { cropRatios } from '@kobza/contract'
import { mobile } from '../../storybook/mobile'
import { FormField } from '../FormField'
import { FilePicker } from './FilePicker'

/* A small cover in the brand's colours, so the preview stories need no file. */
const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#C8312B"/><circle cx="150" cy="100" r="60" fill="#FAF5EA"/></svg>'
  )

const meta = {
  title: 'Components/FilePicker',
  component: FilePicker,
  args: {
    accept: 'image/png,image/jpeg',
    labels: { choose: 'Choose a file', drop: 'or drop it here', change: 'Choose another', progress: 'Uploading' },
    onFile: fn(),
  },
  render: (args) => (
    <FormField label="Cover (PNG or JPEG)" hint="Up to 10 MB; cropped to 3:2">
      <FilePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof FilePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: a drop zone, never the browser's "No file chosen". */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText(/^Cover/)
    await expect(input).toHaveAttribute('type', 'file')
    await expect(canvas.queryByText(/No file chosen/)).toBeNull()
    const file = new File(['png'], 'cover.png', { type: 'image/png' })
    await userEvent.upload(input, file)
    await expect(args.onFile).toHaveBeenCalledWith(file)
  },
}

export const WithFile: Story = { args: { fileName: 'Полісся.mp3', accept: 'audio/mpeg,audio/wav' } }

/** The cropped cover as it will be sent, in its 3:2 frame. */
export const WithPreview: Story = {
  args: {
    fileName: 'cover.png',
    previewUrl: cover,
    previewAlt: 'Preview of the cropped image',
    previewRatio: cropRatios.postCover,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Preview of the cropped image' })).toBeInTheDocument()
  },
}

export const Uploading: Story = {
  args: { fileName: 'greeting.mp4', progress: 0.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '0.4')
  },
}

export const WithError: Story = {
  render: (args) => (
    <FormField label="Cover (PNG or JPEG)" error="The picture must be a PNG or JPEG file">
      <FilePicker {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Cover/)
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('The picture must be a PNG or JPEG file')
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Mobile: Story = { ...mobile, args: { fileName: 'cover.png', previewUrl: cover, previewRatio: 1.5 } }
