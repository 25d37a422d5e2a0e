// The installers' configuration and the inspection `npm run package:check` runs on a packed app. The real packing
// (electron-vite build + electron-builder --dir, about 25 s) is `npm run package:check` itself, which `npm test` runs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createPackage } from '@electron/asar'
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses'
import { describe, expect, it } from 'vitest'
import config, { SHIPPED_DEPENDENCIES } from '../../electron-builder.config.ts'
import { importedPackages, inspectUnpackedApp, type Expectations } from '../tools/package-inspect.ts'
import { writeStandInElectron } from '../tools/stand-in-electron.ts'

const root = resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> }

describe('the installers (electron-builder.config.ts)', () => {
  it('asks for every fuse that closes a way into the packaged app', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false
    })
  })

  it('names the app and builds AppImage and deb, NSIS and dmg from the one icon', () => {
    expect(config).toMatchObject({ appId: 'org.marchingorder.app', productName: 'Marching Order', asar: true })
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.mac?.target).toEqual(['dmg'])
    for (const platform of [config.linux, config.win, config.mac]) expect(platform?.icon).toBe('resources/icon.png')
    const png = readFileSync(join(root, 'resources/icon.png'))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024])
  })

  it('packs only the built app and production dependencies main loads', () => {
    expect(config.files).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
      '!node_modules/**',
      'node_modules/{lowdb,steno,seedrandom,zod}/**'
    ])
    for (const name of SHIPPED_DEPENDENCIES.filter((n) => n !== 'steno')) expect(Object.keys(manifest.dependencies)).toContain(name)
  })

  it('npm test runs the package check, and npm run dist builds with this configuration', () => {
    expect(manifest.scripts['test']).toMatch(/npm run package:check$/)
    expect(manifest.scripts['dist']).toContain('--config electron-builder.config.ts')
  })
})

describe('package:check inspection', () => {
  const FUSES: Expectations['fuses'] = config.electronFuses!
  const expectations: Expectations = { production: new Set(['lowdb', 'steno']), devDependencies: ['typescript'], fuses: FUSES, rules: ['odm.md'] }

  /** An unpacked Linux app made by hand: `files` go into app.asar, the stand-in executable's fuses flipped or not. */
  async function unpackedApp(files: Record<string, string>, options: { flip: boolean; rules?: string[] }) {
    const dir = mkdtempSync(join(tmpdir(), 'mo-pack-inspect-'))
    const source = join(dir, 'app')
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(source, path, '..'), { recursive: true })
      writeFileSync(join(source, path), text)
    }
    const appOut = join(dir, 'linux-unpacked')
    writeStandInElectron(appOut)
    cpSync(join(appOut, 'electron'), join(appOut, 'marching-order'))
    if (options.flip) {
      await flipFuses(join(appOut, 'marching-order'), {
        version: FuseVersion.V1,
        [FuseV1Options.RunAsNode]: false,
        [FuseV1Options.EnableCookieEncryption]: true,
        [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
        [FuseV1Options.EnableNodeCliInspectArguments]: false,
        [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
        [FuseV1Options.OnlyLoadAppFromAsar]: true,
        [FuseV1Options.GrantFileProtocolExtraPrivileges]: false
      })
    }
    await createPackage(source, join(appOut, 'resources/app.asar'))
    mkdirSync(join(appOut, 'resources/rules'))
    for (const rule of options.rules ?? ['odm.md']) writeFileSync(join(appOut, 'resources/rules', rule), '# rules')
    return appOut
  }

  const sound = {
    'package.json': JSON.stringify({ main: './out/main/index.js' }),
    'out/main/index.js': 'import { app } from "electron"\nimport { join } from "node:path"\nimport { JSONFilePreset } from "lowdb/node"\n',
    'out/preload/preload.cjs': 'require("electron")',
    'out/renderer/index.html': '<script type="module" src="./assets/index-1.js"></script>',
    'out/renderer/assets/index-1.js': '',
    'node_modules/lowdb/package.json': JSON.stringify({ dependencies: { steno: '^4' } }),
    'node_modules/steno/package.json': '{}'
  }

  it('passes a sound package', async () => {
    const inspection = await inspectUnpackedApp(await unpackedApp(sound, { flip: true }), 'marching-order', expectations)
    expect(inspection.problems).toEqual([])
    expect(inspection.packages).toEqual(['lowdb', 'steno'])
  })

  it('names every fault of a broken one', async () => {
    const broken = {
      ...sound,
      'package.json': JSON.stringify({ main: './out/main/main.js' }),
      'out/main/index.js': 'import x from "seedrandom"; const z = await import("zod")',
      'out/renderer/index.html': '<script type="module" src="./assets/gone.js"></script>',
      'test/main/x.test.ts': '',
      'src-engine/core.ts': '',
      'node_modules/typescript/package.json': '{}',
      'node_modules/lowdb/package.json': JSON.stringify({ dependencies: { steno: '^4', 'left-pad': '1' } })
    } as Record<string, string>
    delete broken['out/preload/preload.cjs']
    const { problems } = await inspectUnpackedApp(await unpackedApp(broken, { flip: false, rules: [] }), 'marching-order', expectations)
    expect(problems).toEqual(
      expect.arrayContaining([
        'app.asar lacks the built out/preload/preload.cjs',
        "the renderer's index.html loads ./assets/gone.js, which is not in app.asar",
        'the entry point "./out/main/main.js" does not resolve inside app.asar',
        'app.asar holds the project folder "test" (/test)',
        'app.asar holds the project folder "src-engine" (/src-engine)',
        'app.asar holds the devDependency typescript',
        'lowdb in app.asar needs left-pad, which is not in it',
        'out/main/index.js imports seedrandom, which is not in app.asar (add it to SHIPPED_DEPENDENCIES)',
        'out/main/index.js imports zod, which is not in app.asar (add it to SHIPPED_DEPENDENCIES)',
        'fuse runAsNode should be off in the packaged executable',
        'fuse onlyLoadAppFromAsar should be on in the packaged executable',
        'the rules text odm.md is not in resources/rules beside the app'
      ])
    )
  })

  it('reads the packages a built file loads, leaving out Node built-ins and electron', () => {
    expect(
      importedPackages(
        'import a from "node:fs"; import "fs"; import { app } from "electron"; import b from "@scope/pkg/sub"; require("lowdb/node"); import("zod")'
      )
    ).toEqual(['@scope/pkg', 'lowdb', 'zod'])
  })
})
