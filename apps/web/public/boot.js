/*
 * Runs before the page paints (a small blocking script; the CSP allows no inline ones). The document carries
 * a prerendered picture of its page (data-picture: the home page, login or contact, a page the API drew) as a
 * visitor sees it in Arabic, or as a signed-in user does (data-picture-for="signed-in": a booking form, My
 * Bookings, the wallet, decision 151); on another path, in another language or for the other audience, that
 * picture would be wrong, so it is hidden until the app renders (decision 025). It also sets <html lang dir>
 * from the stored language at once, starts downloading that language's dictionary, which the build names on this
 * script's tag (data-dictionary-<lang>), alongside the app's scripts (decision 037), and that language's fonts
 * (data-fonts-<lang>): on a first visit the page draws in metric-matched fallbacks until they are in, and a
 * picture's fonts wait until it has been painted (decision 061). It points the page at the web app manifest of
 * that language (decision 055).
 */
(function () {
  var root = document.documentElement;
  var lang = 'ar';
  var loggedIn = false;
  try {
    var stored = localStorage.getItem('lang');
    if (stored === 'en' || stored === 'de' || stored === 'ar') lang = stored;
    loggedIn = Boolean(localStorage.getItem('authToken') || sessionStorage.getItem('authToken'));
  } catch (error) {
    // Storage blocked: the defaults apply, as in the app.
  }
  // The build names this language's dictionary and fonts on this tag; fetch them now, beside the app's scripts.
  var tag = document.currentScript;
  function preload(href, as) {
    var link = document.createElement('link');
    if (as) {
      link.rel = 'preload';
      link.as = as;
      link.type = 'font/woff2';
      link.crossOrigin = '';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.appendChild(link);
    return link;
  }
  var dictionary = tag && tag.getAttribute('data-dictionary-' + lang);
  if (dictionary) preload(dictionary);
  // The fonts: a visitor who has them (their list is stored once they have loaded) sees the page in them at
  // once. Anyone else sees it in the fallbacks (styles.css: html[data-fonts='fallback']) until all of them are
  // in, then in the fonts: one swap, between faces of the same widths and line heights.
  var fonts = ((tag && tag.getAttribute('data-fonts-' + lang)) || '').split(' ').filter(Boolean);
  var fontList = fonts.join(' ');
  var haveFonts = false;
  try {
    haveFonts = fontList !== '' && localStorage.getItem('fonts') === fontList;
  } catch (error) {
    // Storage blocked: the fonts are treated as new.
  }
  if (!haveFonts && fonts.length) root.setAttribute('data-fonts', 'fallback');
  var fontsStarted = false;
  function startFonts() {
    if (fontsStarted) return;
    fontsStarted = true;
    var pending = fonts.length;
    var failed = false;
    fonts.forEach(function (font) {
      var link = preload(font, 'font');
      link.onload = link.onerror = function (event) {
        if (event.type === 'error') failed = true;
        pending -= 1;
        if (pending > 0) return;
        // A picture keeps its fallbacks until the app has drawn the page anew (app.tsx swaps them then): its
        // texts, redrawn larger in another font, would count as a later largest paint.
        if (root.getAttribute('data-prerender') === 'picture') root.setAttribute('data-fonts', 'ready');
        else root.removeAttribute('data-fonts');
        try {
          if (!failed) localStorage.setItem('fonts', fontList);
        } catch (error) {
          // Storage blocked or full: the next visit swaps them in again.
        }
      };
    });
  }
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The web app manifest in the visitor's language (name, description, direction): the browser reads it only
  // when it checks whether the portal can be installed, after this has run.
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && lang !== 'ar') manifest.setAttribute('href', '/manifest.' + lang + '.webmanifest');
  // The app's scripts, which the build names on this tag (data-entry, data-modulepreload, data-app) instead of
  // in the document (decisions 060 and 062). Started once, by startApp.
  var started = false;
  function startApp() {
    if (started || !tag) return;
    started = true;
    var entry = tag.getAttribute('data-entry');
    if (!entry) return;
    var modules = [entry].concat((tag.getAttribute('data-modulepreload') || '').split(' '));
    // The home page starts without the whole app's code (decision 062); every other page needs it at once.
    if (location.pathname !== '/') modules = modules.concat((tag.getAttribute('data-app') || '').split(' '));
    modules.filter(Boolean).forEach(function (href) {
      preload(href);
    });
    // Run once the document has been parsed, as a module script in the document would (it looks for #root).
    var run = function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  // Once the page has painted its first content (the browser's first-contentful-paint entry); at the latest
  // after a second, for a page that cannot paint yet (a background tab) or a browser without paint timing.
  function afterPaint(callback) {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      callback();
    };
    setTimeout(once, 1000);
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(once, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    }
  }
  // The page this document pictures (index.html: the home page, also sent for paths without a picture).
  var picture = tag && tag.getAttribute('data-picture');
  var forSignedIn = Boolean(tag && tag.getAttribute('data-picture-for') === 'signed-in');
  if (location.pathname !== picture || lang !== 'ar' || loggedIn !== forSignedIn) {
    // Nothing to show before the app has rendered: start everything at once.
    root.setAttribute('data-prerender', 'off');
    startFonts();
    startApp();
  } else if (haveFonts) {
    // The fonts come from the browser's cache; the picture is drawn in them.
    startFonts();
    afterPaint(startApp);
  } else {
    root.setAttribute('data-prerender', 'picture');
    // The picture is drawn in the fallbacks; then its fonts and the app's scripts download, in that order, with
    // the connection to themselves.
    afterPaint(function () {
      startFonts();
      startApp();
    });
  }
})();
