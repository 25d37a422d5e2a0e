import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { connectDesktop } from './desktop.ts'
import { desktopMessages } from './i18n/desktop.ts'
import { createUiI18n } from './i18n/index.ts'

const i18n = createUiI18n()
for (const [locale, messages] of Object.entries(desktopMessages)) i18n.global.mergeLocaleMessage(locale, messages)
const reportError = connectDesktop(i18n.global.locale)
const app = createApp(App)
app.config.errorHandler = (error) => {
  console.error(error)
  void reportError('error', error)
}
app.use(createPinia()).use(i18n).mount('#app')
