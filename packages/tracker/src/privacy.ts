/**
 * Do-Not-Track or Global Privacy Control: the visitor asked not to be tracked, so nothing
 * is sent. (`window.doNotTrack` and `msDoNotTrack` lived only in browsers too old to run
 * this script at all.)
 */
export const trackingRefused = (): boolean =>
  navigator.doNotTrack === '1' ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
