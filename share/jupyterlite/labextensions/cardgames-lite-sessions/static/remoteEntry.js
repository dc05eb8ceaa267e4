/* The cardgames kit's JupyterLite site: a session per notebook path, as a Jupyter server keeps them.
 *
 * JupyterLab names a notebook's session by the notebook's file name (`00_start_here.ipynb`), and JupyterLite's
 * in-browser session client (@jupyterlite/services 0.8, LiteSessionClient.startNew) hands back any running session
 * of that name instead of starting one: `tutorial/ja/00_start_here.ipynb` opened beside `00_start_here.ipynb` (which
 * the site's workspace always opens) got the English page's session, and both pages were left with a disposed
 * kernel that never turned idle. A Jupyter server keys sessions by path; this plugin makes the lite client do the
 * same by naming every session after its path, when it starts and when it is renamed or moved.
 *
 * A federated extension with one plugin and no shared modules, written by hand (no webpack): JupyterLite's
 * bootstrap loads this script, calls init(), then get("./extension") and reads the factory's module's `default`. */
var _JUPYTERLAB;
(function () {
  "use strict";
  var plugin = {
    id: "cardgames-lite-sessions:plugin",
    description: "A session per notebook path: notebooks of the same file name in two folders get a kernel each.",
    autoStart: true,
    activate: function (app) {
      var client = app.serviceManager.sessions._sessionAPIClient;  // LiteSessionClient in JupyterLite
      if (!client || typeof client.startNew !== "function" || typeof client.update !== "function") {
        console.error("cardgames-lite-sessions: no session client to patch; same-named notebooks share a kernel");
        return;
      }
      var startNew = client.startNew, update = client.update;
      client.startNew = function (options) {
        return startNew.call(this, Object.assign({}, options, { name: options.path || options.name }));
      };
      client.update = function (model) {
        // a new path renames the session after it; a new bare name (the file name) keeps the path as its name
        return update.call(this, Object.assign({}, model, { name: model.path || undefined }));
      };
    }
  };
  _JUPYTERLAB = _JUPYTERLAB || {};
  _JUPYTERLAB["cardgames-lite-sessions"] = {
    init: function () { return Promise.resolve(); },
    get: function (module) {
      if (module === "./extension") return Promise.resolve(function () { return { __esModule: true, default: plugin }; });
      return Promise.reject(new Error("cardgames-lite-sessions has no module " + module));
    }
  };
})();
