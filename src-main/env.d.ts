// electron-vite's import suffixes (`?modulePath` for the odds worker) in the Electron entry.
/// <reference types="electron-vite/node" />
