import type { Configuration } from 'electron-builder'

/**
 * The production dependencies main loads at run time (lowdb with its steno, seedrandom, zod). The rest of them are the
 * renderer's, bundled into out/renderer by Vite, or tsx, which only runs the `mo` command line from the sources.
 * `npm run package:check` fails when main imports a package missing from this list.
 */
export const SHIPPED_DEPENDENCIES = ['lowdb', 'steno', 'seedrandom', 'zod']

/**
 * The installers: Linux AppImage and deb, Windows NSIS, macOS dmg. `npm run dist` builds the current platform's;
 * `npm run package:check` packs the same configuration unpacked, against a stand-in Electron, and inspects it.
 */
const config: Configuration = {
  appId: 'org.marchingorder.app',
  productName: 'Marching Order',
  copyright: 'Marching Order contributors',
  directories: { output: 'dist', buildResources: 'resources' },
  // Only what the built app runs: electron-vite's output and the production dependencies main loads.
  files: ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json', '!node_modules/**', `node_modules/{${SHIPPED_DEPENDENCIES.join(',')}}/**`],
  // The rules texts stay readable files beside the app, for Help → rules.
  extraResources: [{ from: 'resources/rules', to: 'rules', filter: ['*.md'] }],
  asar: true,
  // Fuses are flipped in the Electron binary before signing: no running as plain Node, no NODE_OPTIONS or --inspect
  // to slip code in, the app only from the (integrity-checked) app.asar, cookies encrypted with the OS keychain.
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The renderer comes from the app:// protocol, so file:// needs nothing beyond what a browser gives it.
    grantFileProtocolExtraPrivileges: false
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    icon: 'resources/icon.png',
    executableName: 'marching-order',
    synopsis: 'Campaign manager and fight runner for tabletop game masters'
  },
  deb: { maintainer: 'Marching Order contributors <marching-order@users.noreply.github.com>' },
  win: { target: ['nsis'], icon: 'resources/icon.png' },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.role-playing-games', icon: 'resources/icon.png' }
}

export default config
