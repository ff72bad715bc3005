/*
 * Runs before the page paints (a small blocking script; the CSP allows no inline ones). The document carries
 * a prerendered picture of its page (data-picture: the home page, login or contact) as a visitor sees it in
 * Arabic; on another path, in another language or logged in, that picture would be wrong, so it is hidden
 * until the app renders (decision 025). It also sets <html lang dir> from the stored language at once, and
 * starts downloading that language's dictionary and fonts, which the build names on this script's tag
 * (data-dictionary-<lang>, data-fonts-<lang>), alongside the app's scripts (decision 037), and points the
 * page at the web app manifest of that language (decision 055).
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
  var fonts = ((tag && tag.getAttribute('data-fonts-' + lang)) || '').split(' ').filter(Boolean);
  var fontLinks = fonts.map(function (font) {
    return preload(font, 'font');
  });
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The web app manifest in the visitor's language (name, description, direction): the browser reads it only
  // when it checks whether the portal can be installed, after this has run.
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && lang !== 'ar') manifest.setAttribute('href', '/manifest.' + lang + '.webmanifest');
  // The app's scripts, which the build names on this tag (data-entry, data-modulepreload) instead of in the
  // document (decision 060). Started once, by startApp.
  var started = false;
  function startApp() {
    if (started || !tag) return;
    started = true;
    var entry = tag.getAttribute('data-entry');
    if (!entry) return;
    [entry].concat((tag.getAttribute('data-modulepreload') || '').split(' ').filter(Boolean)).forEach(function (href) {
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
  if (location.pathname !== picture || lang !== 'ar' || loggedIn) {
    // Nothing to show before the app has rendered: start it at once.
    root.setAttribute('data-prerender', 'off');
    startApp();
  } else if (fontLinks.length) {
    // The picture waits for its fonts (at most 0.8 s): drawn first in a fallback font, its tabs and lines
    // would move when the real font swaps in. The app's first render shows it in any case. The app's scripts
    // start downloading once the picture is on screen, so its fonts and styles have the connection to
    // themselves until then.
    root.setAttribute('data-prerender', 'fonts');
    var reveal = function () {
      if (root.getAttribute('data-prerender') === 'fonts') root.removeAttribute('data-prerender');
      afterPaint(startApp);
    };
    var pending = fontLinks.length;
    fontLinks.forEach(function (link) {
      link.onload = link.onerror = function () {
        pending -= 1;
        if (pending === 0) reveal();
      };
    });
    setTimeout(reveal, 800);
  } else {
    afterPaint(startApp);
  }
})();
