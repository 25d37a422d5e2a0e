/** The words of the desktop shell's messages in the window (errors, menu commands), in the four UI languages. */
export const desktopMessages = {
  en: {
    desktop: {
      errorTitle: 'Something went wrong',
      errorFile: 'What you saved is kept. The details are in {file}',
      errorKept: 'What you saved is kept.',
      dismiss: 'Close',
      exportNeedsCampaign: 'Open a campaign to export it, or use Export on its card in the list.'
    }
  },
  de: {
    desktop: {
      errorTitle: 'Etwas ist schiefgegangen',
      errorFile: 'Was du gespeichert hast, bleibt erhalten. Die Einzelheiten stehen in {file}',
      errorKept: 'Was du gespeichert hast, bleibt erhalten.',
      dismiss: 'Schließen',
      exportNeedsCampaign: 'Öffne eine Kampagne, um sie zu exportieren, oder nimm „Exportieren“ auf ihrer Karte in der Liste.'
    }
  },
  nl: {
    desktop: {
      errorTitle: 'Er ging iets mis',
      errorFile: 'Wat je hebt opgeslagen, blijft bewaard. De details staan in {file}',
      errorKept: 'Wat je hebt opgeslagen, blijft bewaard.',
      dismiss: 'Sluiten',
      exportNeedsCampaign: 'Open een campagne om haar te exporteren, of gebruik „Exporteren” op haar kaart in de lijst.'
    }
  },
  nb: {
    desktop: {
      errorTitle: 'Noe gikk galt',
      errorFile: 'Det du har lagret, er tatt vare på. Detaljene står i {file}',
      errorKept: 'Det du har lagret, er tatt vare på.',
      dismiss: 'Lukk',
      exportNeedsCampaign: 'Åpne en kampanje for å eksportere den, eller bruk «Eksporter» på kortet i listen.'
    }
  }
} as const
