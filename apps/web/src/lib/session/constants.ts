/** Session timing of store-spec.md › States and transitions › Session and store-spec.md › Business constants and limits (seconds unless the name says ms). */
export const SESSION_TIMING = {
  /** A refresh is scheduled this long before the access token expires. */
  refreshBeforeExpiryS: 120,
  /** With this much or less left, the refresh runs about 100 ms later instead. */
  immediateRefreshBelowS: 60,
  immediateRefreshDelayMs: 100,
  /** A refresh is skipped while the access token has more than this left, unless forced. */
  skipRefreshAboveS: 300,
  /** A token counts as expired this long before its exp. */
  expirySkewS: 30,
  /** Expiry assumed for a token whose exp cannot be read. */
  fallbackExpiryS: 10 * 60,
  /** The periodic auth check. */
  periodicCheckMs: 30_000,
  /** The fallback status check, which refreshes when less than fallbackRefreshBelowS remain. */
  fallbackCheckMs: 120_000,
  fallbackRefreshBelowS: 180,
  /** Waiting for another refresh: the lock is looked at this often. */
  lockPollMs: 100,
  /** A lock older than this is taken over (its tab was closed mid-refresh). */
  lockStaleMs: 20_000,
  /** A refresh that failed on the network is tried again after this. */
  networkRetryMs: 30_000,
  /** A refresh request that has not answered by then counts as a network error. */
  requestTimeoutMs: 15_000,
  /** A warning is logged when the refresh token has less than this left. */
  refreshWarningS: 24 * 3600,
  /** A change made by another tab is picked up this long after its storage event. */
  storageSyncDelayMs: 100,
} as const;

/** Browser storage keys of store-spec.md › Entities and their fields (session data), plus the cross-tab refresh lock. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  accessTokenExpiry: 'accessTokenExpiry',
  refreshTokenExpiry: 'refreshTokenExpiry',
} as const;
export const REFRESH_LOCK_KEY = 'authRefreshLock';

/** Error texts of store-spec.md › Error catalogue (Authentication). */
export const SESSION_MESSAGES = {
  rotationFailed: 'Token rotation failed',
  invalidResponse: 'Invalid refresh response',
  noRefreshToken: 'No refresh token available',
  refreshTokenExpired: 'Refresh token expired',
  sessionExpired: 'Session expired',
  refreshFailed: 'Token refresh failed',
  logoutFailed: 'Logout failed',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
} as const;
