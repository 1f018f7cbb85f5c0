import type { BrowserContext } from '@playwright/test';

// Google sign-in through its pop-up, offline (these machines have no internet).
//
// Against the Auth emulator the pop-up is the emulator's own account chooser, and the result comes
// back through the emulator's helper iframe. The Firebase SDK and that iframe talk over Google's
// `gapi.iframes` library, which both load from https://apis.google.com/js/api.js. Only that script
// is replaced here, by the small stand-in below: the same calls (`gapi.load`, `getContext().open`,
// `getParentIframe`, `register`, `send`, `ping`) carried over postMessage. The storefront's code,
// the Firebase SDK, the pop-up and the emulator's pages are the real ones.
const GAPI_STAND_IN = String.raw`(function () {
  'use strict';
  var TAG = '__voltiaGapiStandIn';
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.callbacks = {};
    this.seq = 0;
    this.ready = false;
    this.whenReady = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target().postMessage(message, '*');
  };
  Channel.prototype.answer = function (id, name, data) {
    var self = this;
    Promise.resolve(this.handlers[name](data)).then(function (result) {
      self.post({ kind: 'reply', id: id, responses: [result] });
    });
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i].id, name, waiting[i].data);
  };
  Channel.prototype.send = function (name, data, callback) {
    this.seq += 1;
    var id = String(this.seq);
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var waiting = this.whenReady;
      this.whenReady = [];
      for (var i = 0; i < waiting.length; i++) waiting[i]();
    } else if (message.kind === 'reply') {
      var callback = this.callbacks[message.id];
      delete this.callbacks[message.id];
      // Like gapi, a callback that throws does not break the channel (the SDK's webStorageSupport
      // callback always throws after answering).
      try {
        if (callback) callback(message.responses);
      } catch (error) {
        void error;
      }
    } else if (message.kind === 'call') {
      // Like gapi, a call waits for its handler to be registered.
      if (this.handlers[message.name]) this.answer(message.id, message.name, message.data);
      else (this.queued[message.name] = this.queued[message.name] || []).push(message);
    }
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[TAG] !== true) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target() === event.source) channels[i].receive(message);
    }
  });

  function openChannel(target) {
    var channel = new Channel(target);
    channels.push(channel);
    return channel;
  }

  // The SDK's side: the iframe it opens.
  function Iframe(element) {
    var channel = openChannel(function () { return element.contentWindow; });
    this.register = function (name, handler) { channel.register(name, handler); };
    this.send = function (name, data, callback) { channel.send(name, data, callback); };
    this.restyle = function () { return Promise.resolve(); };
    this.getIframeEl = function () { return element; };
    this.ping = function (callback) {
      return new Promise(function (resolve) {
        function done() { if (callback) callback(); resolve(); }
        if (channel.ready) done(); else channel.whenReady.push(done);
      });
    };
  }

  // The iframe's side: its parent page.
  var parentChannel = null;
  function toParent() {
    if (!parentChannel) parentChannel = openChannel(function () { return window.parent; });
    return parentChannel;
  }

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      element.src = options.url;
      var iframe = new Iframe(element);
      (options.where || document.body).appendChild(element);
      return onOpen ? onOpen(iframe) : Promise.resolve(iframe);
    },
    getParentIframe: function () {
      var channel = toParent();
      return {
        register: function (name, handler) { channel.register(name, handler); },
        send: function (name, data, callback) { channel.send(name, data, callback); },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, Iframe: Iframe, getContext: function () { return context; } };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
      // Inside the helper iframe: its handlers are registered, the SDK's ping may resolve.
      if (window.parent !== window) toParent().post({ kind: 'ready' });
    }, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
`;

/** Serves the gapi stand-in, and empty answers for the emulator chooser's web fonts and styles. */
export async function serveGoogleScriptsOffline(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'stylesheet' ? 'text/css' : 'text/javascript',
      body: '',
    }),
  );
}
