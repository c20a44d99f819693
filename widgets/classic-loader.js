// dist/widgets/vet-widgets.classic.js: the loader for pages that can only add a classic
// <script src> (some site builders): it adds the module loader next to itself. Everything else
// is the same as <script type="module" src=".../vet-widgets.js">.
(function () {
  var self = document.currentScript;
  var loader = document.createElement('script');
  loader.type = 'module';
  loader.src = new URL('vet-widgets.js', self && self.src ? self.src : location.href).href;
  document.head.appendChild(loader);
})();
