// spec 1 §2.3: the error area, letter for letter.
export const ERROR_TEXTS = {
  notFound: { title: 'Page Not Found' },
  systemError: { title: 'System Error', message: 'Something went wrong! Please try again later.' },
  goHome: 'Go to homepage',
} as const;
