/** A path whose last segment has a dot names a file (favicon.svg, sitemap.xml), never a screen. */
export const namesFile = (pathname: string) => /\.[^/]*$/.test(pathname);

/** The API's paths: `/api` and everything under it. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
