// The package's types declare the module as "@opentok/client" (the library's former name).
declare module '@vonage/video-client' {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the only way to alias a module declared with `export =`
  import OT = require('@opentok/client');
  export = OT;
}
