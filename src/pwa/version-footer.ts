// The build version in the lobby (issue 16, item 2): booth staff can tell at a
// glance which build a screen runs, and whether an update arrived. Its own
// footer after the app's host, so the lobby's re-renders leave it alone.
import './version-footer.css';

declare const __BUILD_VERSION__: string;

/** "0.1.0 · 46f523c" (vite.config.ts's define, from src/pwa/build-version.ts); "dev" when not built by vite. */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';

const ID = 'build-version';

export function showBuildVersion(): void {
  if (document.getElementById(ID)) return;
  const footer = document.createElement('footer');
  footer.id = ID;
  footer.className = 'build-version';
  footer.textContent = `Build ${BUILD_VERSION}`;
  document.body.append(footer);
}
