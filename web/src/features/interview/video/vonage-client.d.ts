// The package's types declare the module as "@opentok/client" (the library's former name).
declare module '@vonage/video-client' {
  import OT = require('@opentok/client');
  export = OT;
}
