export * from './Waveform'
