// The type of lingui.config.js, for vite.config.ts, which reads its languages.
import type { LinguiConfig } from '@lingui/conf';

declare const config: LinguiConfig;
export default config;
