/*
 * Offline stand-in for the part of Stripe.js (v3) the widgets use. Served by the reference
 * API at GET /stripe-standin/v3.js when no STRIPE_SECRET_KEY is set; the card frame
 * (/pay/card-frame) loads it where it would load js.stripe.com.
 *
 *   const stripe = Stripe('pk_test_standin');          // Stripe(key, { tokensUrl }) to override
 *   const elements = stripe.elements();
 *   const card = elements.create('card');               // or cardNumber, cardExpiry, cardCvc
 *   card.on('change', (e) => show(e.error && e.error.message));
 *   card.mount('#card');                                // light DOM only, as with real Stripe
 *   const { token, error } = await stripe.createToken(card);
 *   const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
 *
 * Like the real Stripe.js it refuses to mount inside a shadow root ('Elements cannot be
 * mounted in a ShadowRoot. Please mount in the Light DOM.'), so a widget that would break
 * with a real key also breaks offline. Cards are posted to POST <script dir>/tokens, which
 * keeps only last 4, brand and expiry. Plain ES2017, no build step, no dependencies; the
 * server adds the card rules it shares with the gateway when it sends the file.
 */
/* global luhnValid, cardBrand, cardLengths, cvcLength -- added by the server, see below */
(function () {
  'use strict';

  var script = typeof document !== 'undefined' ? document.currentScript : null;
  var DEFAULT_TOKENS_URL = script && script.src ? new URL('tokens', script.src).href : '/stripe-standin/tokens';
  var ELEMENT_TYPES = ['card', 'cardNumber', 'cardExpiry', 'cardCvc'];

  function IntegrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function digitsOf(value) {
    return String(value || '').replace(/\D/g, '');
  }

  // luhnValid, cardBrand, cardLengths and cvcLength: the gateway's own rules, put here by the
  // server when it sends this file (shared/domain/withCardRules.ts).
  /* card rules: shared/domain/cardRules.js */

  var BRAND_LABELS = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    unknown: '',
  };

  function formatNumber(digits, brand) {
    var groups = brand === 'amex' ? [4, 6, 5] : brand === 'diners' && digits.length <= 14 ? [4, 6, 4] : [4, 4, 4, 4, 3];
    var out = [];
    var at = 0;
    for (var g = 0; g < groups.length && at < digits.length; g++) {
      out.push(digits.slice(at, at + groups[g]));
      at += groups[g];
    }
    return out.join(' ');
  }

  function formatExpiry(raw) {
    var d = digitsOf(raw).slice(0, 4);
    if (d.length === 1 && d > '1') d = '0' + d; // '4' means April
    return d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  }

  function err(code, message) {
    return { type: 'validation_error', code: code, message: message };
  }

  // Each check returns { complete, error, shownError }: error is what createToken reports,
  // shownError what a change event carries (incomplete values only once the field is left,
  // as Stripe does).
  function checkNumber(value, touched) {
    var digits = digitsOf(value);
    var brand = cardBrand(digits);
    var lengths = cardLengths(brand);
    var max = Math.max.apply(null, lengths);
    if (!digits) return { empty: true, complete: false, brand: brand, error: err('incomplete_number', 'Your card number is incomplete.') };
    if (digits.length >= max || (lengths.indexOf(digits.length) >= 0 && luhnValid(digits))) {
      if (!luhnValid(digits) || lengths.indexOf(digits.length) < 0) {
        var invalid = err('invalid_number', 'Your card number is invalid.');
        return { complete: false, brand: brand, error: invalid, shownError: invalid };
      }
      return { complete: true, brand: brand };
    }
    var incomplete = err('incomplete_number', 'Your card number is incomplete.');
    return { complete: false, brand: brand, error: incomplete, shownError: touched ? incomplete : undefined };
  }

  function checkExpiry(value, touched, now) {
    var d = digitsOf(value);
    var incomplete = err('incomplete_expiry', "Your card's expiration date is incomplete.");
    if (!d) return { empty: true, complete: false, error: incomplete };
    var month = Number(d.slice(0, 2));
    if (d.length >= 2 && (month < 1 || month > 12)) {
      var badMonth = err('invalid_expiry_month', "Your card's expiration date is invalid.");
      return { complete: false, error: badMonth, shownError: badMonth };
    }
    if (d.length < 4) return { complete: false, error: incomplete, shownError: touched ? incomplete : undefined };
    var year = 2000 + Number(d.slice(2, 4));
    var thisYear = now.getFullYear();
    if (year < thisYear) {
      var pastYear = err('invalid_expiry_year_past', "Your card's expiration year is in the past.");
      return { complete: false, error: pastYear, shownError: pastYear };
    }
    if (year === thisYear && month < now.getMonth() + 1) {
      var past = err('invalid_expiry_month_past', "Your card's expiration date is in the past.");
      return { complete: false, error: past, shownError: past };
    }
    return { complete: true, month: month, year: year };
  }

  function checkCvc(value, touched, brand) {
    var d = digitsOf(value);
    var need = cvcLength(brand);
    var incomplete = err('incomplete_cvc', "Your card's security code is incomplete.");
    if (!d) return { empty: true, complete: false, error: incomplete };
    if (d.length < need) return { complete: false, error: incomplete, shownError: touched ? incomplete : undefined };
    return { complete: true };
  }

  // ---- elements ----------------------------------------------------------------------

  var FIELDS = {
    number: { label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', max: 23 },
    expiry: { label: 'Expiration date (MM / YY)', placeholder: 'MM / YY', autocomplete: 'cc-exp', max: 7 },
    cvc: { label: 'Security code (CVC)', placeholder: 'CVC', autocomplete: 'cc-csc', max: 4 },
  };
  var FIELDS_OF = { card: ['number', 'expiry', 'cvc'], cardNumber: ['number'], cardExpiry: ['expiry'], cardCvc: ['cvc'] };
  var uid = 0;

  function createElement(group, type, options) {
    var state = { mounted: null, destroyed: false, options: options || {}, values: { number: '', expiry: '', cvc: '' }, touched: {}, inputs: {} };
    var listeners = {};
    var id = 'stripe-standin-' + ++uid;

    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (handler) {
        handler(payload);
      });
    }

    function brandNow() {
      return cardBrand(digitsOf(group.value('number')));
    }

    function status() {
      var now = group.now();
      var checks = [];
      FIELDS_OF[type].forEach(function (field) {
        var touched = !!state.touched[field];
        var value = state.values[field];
        if (field === 'number') checks.push(checkNumber(value, touched));
        if (field === 'expiry') checks.push(checkExpiry(value, touched, now));
        if (field === 'cvc') checks.push(checkCvc(value, touched, brandNow()));
      });
      var shown = checks.filter(function (c) {
        return c.shownError;
      })[0];
      return {
        empty: checks.every(function (c) {
          return c.empty;
        }),
        complete: checks.every(function (c) {
          return c.complete;
        }),
        error: shown ? shown.shownError : undefined,
        firstError: (
          checks.filter(function (c) {
            return c.error;
          })[0] || {}
        ).error,
      };
    }

    function changeEvent() {
      var s = status();
      var event = { elementType: type, empty: s.empty, complete: s.complete, error: s.error };
      if (type === 'card' || type === 'cardNumber') event.brand = brandNow();
      if (type === 'card') event.value = { postalCode: '' };
      return event;
    }

    function paint() {
      if (!state.mounted) return;
      var s = status();
      var node = state.mounted;
      node.classList.toggle('StripeElement--empty', s.empty);
      node.classList.toggle('StripeElement--complete', s.complete);
      node.classList.toggle('StripeElement--invalid', !!s.error);
      Object.keys(state.inputs).forEach(function (field) {
        var input = state.inputs[field];
        var check =
          field === 'number'
            ? checkNumber(state.values.number, state.touched.number)
            : field === 'expiry'
              ? checkExpiry(state.values.expiry, state.touched.expiry, group.now())
              : checkCvc(state.values.cvc, state.touched.cvc, brandNow());
        if (check.shownError) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      });
      var brandNode = node.querySelector('[data-standin-brand]');
      if (brandNode) brandNode.textContent = BRAND_LABELS[brandNow()];
    }

    function onInput(field, input) {
      var value = input.value;
      if (field === 'number') {
        var digits = digitsOf(value).slice(0, 19);
        value = formatNumber(digits, cardBrand(digits));
      } else if (field === 'expiry') {
        value = formatExpiry(value);
      } else {
        value = digitsOf(value).slice(0, 4);
      }
      if (input.value !== value) input.value = value;
      state.values[field] = value;
      paint();
      emit('change', changeEvent());
    }

    function render(container) {
      container.classList.add('StripeElement');
      var wrapper = container.ownerDocument.createElement('div');
      wrapper.setAttribute('data-standin-element', type);
      wrapper.style.display = 'flex';
      wrapper.style.flexWrap = 'wrap';
      wrapper.style.gap = '0.5em';
      FIELDS_OF[type].forEach(function (field) {
        var spec = FIELDS[field];
        var doc = container.ownerDocument;
        var label = doc.createElement('label');
        label.style.display = 'flex';
        label.style.flexDirection = 'column';
        label.style.flex = field === 'number' ? '2 1 12em' : '1 1 5em';
        var text = doc.createElement('span');
        text.textContent = spec.label;
        text.style.fontSize = '0.85em';
        var input = doc.createElement('input');
        input.type = 'text';
        input.id = id + '-' + field;
        input.name = id + '-' + field;
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('autocomplete', spec.autocomplete);
        input.setAttribute('placeholder', spec.placeholder);
        input.setAttribute('maxlength', String(spec.max));
        input.setAttribute('spellcheck', 'false');
        input.value = state.values[field];
        if (state.options.disabled) input.disabled = true;
        input.addEventListener('input', function () {
          onInput(field, input);
        });
        input.addEventListener('focus', function () {
          container.classList.add('StripeElement--focus');
          emit('focus', { elementType: type });
        });
        input.addEventListener('blur', function () {
          container.classList.remove('StripeElement--focus');
          var before = JSON.stringify(changeEvent().error || null);
          state.touched[field] = true;
          paint();
          var after = changeEvent();
          if (JSON.stringify(after.error || null) !== before) emit('change', after);
          emit('blur', { elementType: type });
        });
        input.addEventListener('keydown', function (event) {
          if (event.key === 'Escape') emit('escape', { elementType: type });
        });
        label.appendChild(text);
        label.appendChild(input);
        if (field === 'number') {
          var brand = doc.createElement('span');
          brand.setAttribute('data-standin-brand', '');
          brand.setAttribute('aria-live', 'polite');
          brand.style.fontSize = '0.85em';
          label.appendChild(brand);
        }
        wrapper.appendChild(label);
        state.inputs[field] = input;
      });
      container.appendChild(wrapper);
      state.wrapper = wrapper;
    }

    var element = {
      _standinType: type,
      mount: function (target) {
        if (state.destroyed) throw IntegrationError('This Element has already been destroyed. Please create a new one.');
        var node = target;
        if (typeof target === 'string') {
          node = document.querySelector(target);
          if (!node)
            throw IntegrationError(
              'The selector you specified (' +
                target +
                ') applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().',
            );
        }
        if (!node || typeof node !== 'object' || node.nodeType !== 1)
          throw IntegrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
        var root = typeof node.getRootNode === 'function' ? node.getRootNode() : null;
        var ShadowRootCtor = node.ownerDocument && node.ownerDocument.defaultView && node.ownerDocument.defaultView.ShadowRoot;
        if (root && ((ShadowRootCtor && root instanceof ShadowRootCtor) || String(root) === '[object ShadowRoot]'))
          throw IntegrationError('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
        if (state.mounted) element.unmount();
        state.mounted = node;
        render(node);
        paint();
        setTimeout(function () {
          if (state.mounted === node) emit('ready', { elementType: type });
        }, 0);
      },
      unmount: function () {
        if (!state.mounted) return;
        if (state.wrapper && state.wrapper.parentNode) state.wrapper.parentNode.removeChild(state.wrapper);
        state.mounted.classList.remove('StripeElement', 'StripeElement--empty', 'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus');
        state.mounted = null;
        state.inputs = {};
      },
      destroy: function () {
        element.unmount();
        state.destroyed = true;
        group.forget(element);
      },
      on: function (event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        return element;
      },
      once: function (event, handler) {
        function wrapped(payload) {
          element.off(event, wrapped);
          handler(payload);
        }
        return element.on(event, wrapped);
      },
      off: function (event, handler) {
        if (!handler) delete listeners[event];
        else
          listeners[event] = (listeners[event] || []).filter(function (h) {
            return h !== handler;
          });
        return element;
      },
      update: function (options) {
        state.options = Object.assign({}, state.options, options || {});
        Object.keys(state.inputs).forEach(function (field) {
          state.inputs[field].disabled = !!state.options.disabled;
        });
      },
      focus: function () {
        var first = state.inputs[FIELDS_OF[type][0]];
        if (first) first.focus();
      },
      blur: function () {
        Object.keys(state.inputs).forEach(function (field) {
          state.inputs[field].blur();
        });
      },
      clear: function () {
        FIELDS_OF[type].forEach(function (field) {
          state.values[field] = '';
          state.touched[field] = false;
          if (state.inputs[field]) state.inputs[field].value = '';
        });
        paint();
        emit('change', changeEvent());
      },
      // Used by createToken: the values of this element's fields, and whether it is usable.
      _field: function (field) {
        return FIELDS_OF[type].indexOf(field) >= 0 ? state.values[field] : undefined;
      },
      _isMounted: function () {
        return !!state.mounted && !state.destroyed;
      },
    };
    return element;
  }

  function createElementsGroup(stripe) {
    var created = [];
    var group = {
      now: function () {
        return new Date();
      },
      value: function (field) {
        for (var i = 0; i < created.length; i++) {
          var v = created[i]._field(field);
          if (v !== undefined) return v;
        }
        return '';
      },
      forget: function (element) {
        created = created.filter(function (e) {
          return e !== element;
        });
      },
      all: function () {
        return created.slice();
      },
    };
    var elements = {
      _standinGroup: group,
      create: function (type, options) {
        if (ELEMENT_TYPES.indexOf(type) < 0)
          throw IntegrationError('The offline Stripe stand-in supports the ' + ELEMENT_TYPES.join(', ') + ' Elements, not ' + type + '.');
        created.forEach(function (e) {
          if (e._standinType === type) throw IntegrationError('Can only create one Element of type ' + type + '.');
        });
        var element = createElement(group, type, options);
        element._group = group;
        created.push(element);
        return element;
      },
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        for (var i = 0; i < created.length; i++) if (created[i]._standinType === type) return created[i];
        return null;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
    };
    stripe._groups.push(group);
    return elements;
  }

  // ---- tokens ------------------------------------------------------------------------

  function cardFrom(stripe, element, method) {
    if (!element || typeof element !== 'object' || !element._group || stripe._groups.indexOf(element._group) < 0)
      throw IntegrationError('Invalid value for ' + method + ': card should be an Element created by this Stripe instance.');
    if (!element._isMounted())
      throw IntegrationError('We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.');
    var group = element._group;
    var now = group.now();
    var number = checkNumber(group.value('number'), true);
    if (number.error) return { error: number.error };
    var expiry = checkExpiry(group.value('expiry'), true, now);
    if (expiry.error) return { error: expiry.error };
    var cvc = checkCvc(group.value('cvc'), true, number.brand);
    if (cvc.error) return { error: cvc.error };
    return {
      card: { number: digitsOf(group.value('number')), exp_month: expiry.month, exp_year: expiry.year, cvc: digitsOf(group.value('cvc')) },
    };
  }

  function post(stripe, body) {
    var fetchFn = (typeof window !== 'undefined' && window.fetch) || fetch;
    return fetchFn(stripe._tokensUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(
      function (response) {
        return response.json().then(
          function (json) {
            if (response.ok && json && json.id) return { ok: json };
            return { error: (json && json.error) || { type: 'api_error', message: 'An unexpected error occurred.' } };
          },
          function () {
            return { error: { type: 'api_error', message: 'An unexpected error occurred.' } };
          },
        );
      },
      function () {
        return { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
      },
    );
  }

  function Stripe(key, options) {
    if (typeof key !== 'string' || !/^pk_/.test(key))
      throw IntegrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_…). You specified: ' + String(key) + '.');
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    // The stand-in mirrors Stripe.js's ES5 style, where a named `this` is the idiom.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var stripe = this;
    stripe._key = key;
    stripe._groups = [];
    stripe._tokensUrl = (options && options.tokensUrl) || DEFAULT_TOKENS_URL;
    stripe._standin = true;

    stripe.elements = function () {
      return createElementsGroup(stripe);
    };

    stripe.createToken = function (element, data) {
      if (typeof element === 'string')
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The offline Stripe stand-in only creates card tokens.' } });
      var card = cardFrom(stripe, element, 'createToken');
      if (card.error) return Promise.resolve({ error: card.error });
      return post(stripe, { key: key, type: 'token', card: card.card, name: (data && data.name) || undefined }).then(function (result) {
        return result.ok ? { token: result.ok } : { error: result.error };
      });
    };

    stripe.createPaymentMethod = function (typeOrData, maybeElement, maybeData) {
      var data =
        typeof typeOrData === 'string'
          ? Object.assign({ type: typeOrData, card: maybeElement }, maybeData && { billing_details: maybeData.billing_details })
          : typeOrData || {};
      if (data.type !== 'card')
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The offline Stripe stand-in only creates card payment methods.' } });
      var card = cardFrom(stripe, data.card, 'createPaymentMethod');
      if (card.error) return Promise.resolve({ error: card.error });
      return post(stripe, { key: key, type: 'payment_method', card: card.card, billing_details: data.billing_details }).then(function (result) {
        return result.ok ? { paymentMethod: result.ok } : { error: result.error };
      });
    };

    stripe.confirmCardPayment = function () {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          message: 'The offline Stripe stand-in does not confirm PaymentIntents: send the token or payment method to the API instead.',
        },
      });
    };
    stripe.registerAppInfo = function () {};
    stripe._registerWrapper = function () {};
  }

  // @stripe/stripe-js compares this with the release it expects and warns when they differ.
  Stripe.version = 'endive';
  Stripe._standin = true;
  Stripe._luhnValid = luhnValid;
  Stripe._cardBrand = cardBrand;

  if (typeof window !== 'undefined') window.Stripe = Stripe;
})();
