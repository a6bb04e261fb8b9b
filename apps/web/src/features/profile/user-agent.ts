export interface DeviceInfo {
  /** 'Chrome on Windows', 'Safari on iPhone', 'Unknown device'. */
  label: string;
  mobile: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A readable device name from a User-Agent header, for the list of active sessions. */
export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { label: 'Unknown device', mobile: false };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const mobile = /\b(iPhone|iPad|Mobile|Android)\b/.test(ua);
  if (browser && system) return { label: `${browser} on ${system}`, mobile };
  if (browser || system) return { label: (browser ?? system)!, mobile };
  // Not a browser (an app or a script): its first product name, e.g. "curl".
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(ua)?.[0];
  return { label: product ?? 'Unknown device', mobile };
}
