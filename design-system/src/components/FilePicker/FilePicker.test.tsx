import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FormField } from '../FormField'
import { FilePicker } from './FilePicker'

const labels = { choose: 'Choose a file', drop: 'or drop it here', change: 'Choose another', progress: 'Uploading' }

describe('FilePicker', () => {
  it('is a file input named by its FormField, without the browser’s empty text', async () => {
    const onFile = vi.fn()
    render(
      <FormField label="Video file" hint="MP4 or WebM">
        <FilePicker labels={labels} accept="video/mp4" onFile={onFile} />
      </FormField>
    )
    const input = screen.getByLabelText('Video file')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAccessibleName('Video file')
    expect(input).toHaveAccessibleDescription('MP4 or WebM')
    expect(screen.getByText('Choose a file')).toBeInTheDocument()
    expect(screen.queryByText(/No file chosen/)).toBeNull()
    const file = new File(['x'], 'greeting.mp4', { type: 'video/mp4' })
    await userEvent.upload(input, file)
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it('takes a dropped file', () => {
    const onFile = vi.fn()
    render(<FilePicker labels={labels} onFile={onFile} />)
    const file = new File(['x'], 'cover.png', { type: 'image/png' })
    fireEvent.drop(screen.getByText('Choose a file'), { dataTransfer: { files: [file] } })
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it('shows the chosen file, its preview and the upload progress', () => {
    render(
      <FilePicker
        labels={labels}
        onFile={() => {}}
        fileName="cover.png"
        previewUrl="data:image/png;base64,AA=="
        previewAlt="Preview of the cropped image"
        progress={0.5}
      />
    )
    expect(screen.getByText('cover.png')).toBeInTheDocument()
    expect(screen.getByText('Choose another')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Preview of the cropped image' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('value', '0.5')
  })

  it('shows a chosen song as a song and a chosen video as a video, by the types it takes', () => {
    const glyphOf = (accept: string) => {
      const { container, unmount } = render(
        <FilePicker labels={labels} onFile={() => {}} fileName="file" accept={accept} />
      )
      const glyph = container.querySelector('[data-glyph]')?.getAttribute('data-glyph')
      unmount()
      return glyph
    }
    expect(glyphOf('.mp3,.wav,audio/mpeg,audio/wav')).toBe('audio')
    expect(glyphOf('video/mp4,video/webm')).toBe('video')
    expect(glyphOf('image/png,image/jpeg')).toBe('image')
    expect(glyphOf('image/png,video/mp4')).toBe('image')
  })

  it('refuses drops when disabled', () => {
    const onFile = vi.fn()
    const { container } = render(<FilePicker labels={labels} onFile={onFile} disabled />)
    fireEvent.drop(screen.getByText('Choose a file'), {
      dataTransfer: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    })
    expect(onFile).not.toHaveBeenCalled()
    expect(container.querySelector('input[type="file"]')).toBeDisabled()
  })
})
