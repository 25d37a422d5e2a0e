import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createUiI18n } from './i18n/index.ts'

createApp(App).use(createPinia()).use(createUiI18n()).mount('#app')
