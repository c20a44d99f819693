// dist/widgets/vet-widgets.classic.js: the loader for pages that can only add a classic
// <script src> (some site builders): it loads the module loader next to itself. Everything
// else is the same as <script type="module" src=".../vet-widgets.js">.
//
// It imports rather than adding a <script type="module">: a script element's src is a Trusted
// Types sink, so a host with `require-trusted-types-for 'script'` refused it (and would need a
// policy of ours). import() is not a sink; the host's script-src still decides.
(function () {
  var self = document.currentScript;
  var url = new URL('vet-widgets.js', self && self.src ? self.src : location.href).href;
  import(url).catch(function (error) {
    console.error('The vet widgets could not be loaded from ' + url, error);
  });
})();
