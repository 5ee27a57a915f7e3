/** The platform's version, reported by /api/health, the readiness probe and demo-health. */
export const VERSION = '0.1.0';
