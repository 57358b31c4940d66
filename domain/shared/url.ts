/** An absolute http(s) URL with a dotted host name, as forms mean by "a valid URL". */
export const isHttpUrl = (value: string): boolean => {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && /\.[a-z]{2,}$/i.test(parsed.hostname);
  } catch {
    return false;
  }
};
