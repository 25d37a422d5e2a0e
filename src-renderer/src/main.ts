import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { catchErrors, followLanguage } from './desktop.ts'
import { createUiI18n } from './i18n/index.ts'
import { startTheme } from './theme.ts'

const reportError = catchErrors()
// The GM's light or dark before anything shows, so a dark choice never opens light first.
startTheme()
// The saved language's catalogue is loaded before anything shows, so the first screen is never English first.
void createUiI18n().then((i18n) => {
  followLanguage(i18n.global)
  const app = createApp(App)
  app.config.errorHandler = (error) => {
    console.error(error)
    void reportError('error', error)
  }
  app.use(createPinia()).use(i18n).mount('#app')
})
