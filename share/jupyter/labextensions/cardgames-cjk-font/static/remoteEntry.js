/* The cardgames kit's Japanese font for JupyterLab and JupyterLite, as a federated extension with only a style
 * module: JupyterLab (bootstrap.js) loads this script, calls init(), then get("./style") and runs the factory, which
 * links static/cardgames-cjk.css (its @font-face: static/cardgames-cjk.woff2, served by the same server, nothing
 * fetched from the network). Written by hand, no webpack: it needs nothing from the shared modules. The CSS and font
 * are copies of the kit's widgets/fonts files, made by `make font` (tools/subset_cjk_font.py). */
var _JUPYTERLAB;
(function () {
  "use strict";
  var here = document.currentScript ? document.currentScript.src : "";
  function linkStyle() {
    if (!document.getElementById("cardgames-cjk-font")) {
      var link = document.createElement("link");
      link.id = "cardgames-cjk-font";
      link.rel = "stylesheet";
      link.href = new URL("cardgames-cjk.css", here || document.baseURI).href;
      document.head.appendChild(link);
    }
    return {};
  }
  _JUPYTERLAB = _JUPYTERLAB || {};
  _JUPYTERLAB["cardgames-cjk-font"] = {
    init: function () { return Promise.resolve(); },
    get: function (module) {
      if (module === "./style") return Promise.resolve(function () { return linkStyle(); });
      return Promise.reject(new Error("cardgames-cjk-font has no module " + module));
    }
  };
})();
