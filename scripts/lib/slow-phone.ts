/**
 * A slow phone as Lighthouse's mobile preset has it: slow 4G and a mid-range phone's CPU, for
 * Chromium's DevTools protocol (`Network.emulateNetworkConditions`,
 * `Emulation.setCPUThrottlingRate`). The dead-taps benchmark and the end-to-end first-paint tests
 * use it.
 */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
