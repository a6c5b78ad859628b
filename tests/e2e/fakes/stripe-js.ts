/**
 * A stand-in for https://js.stripe.com/<train>/stripe.js, served to the page through request
 * routing (the internet is not reachable from the tests). It implements what our checkout uses:
 * Stripe(), elements({ clientSecret }), create("payment").mount/on("ready"), confirmPayment().
 * Its "card form" is one text box; the number decides the outcome like Stripe's test cards:
 * 4000 0000 0000 0002 is declined, anything else succeeds (after `delayMs`). Like Stripe.js, it
 * speaks the `locale` of the elements (else of Stripe()): its label and its decline message are
 * French for "fr". Every locale it was given is recorded in `window.__stripeLocales`.
 */
export const DECLINED_CARD = "4000 0000 0000 0002";
export const DECLINE_MESSAGE = "Your card was declined.";
/** Stripe's own French wording of a declined card (what Stripe.js returns with locale "fr"). */
export const DECLINE_MESSAGE_FR = "Votre carte a été refusée.";
export const CARD_LABEL = "Card number";
export const CARD_LABEL_FR = "Numéro de carte";

/** A string as a JavaScript literal in ASCII, whatever charset the browser reads the script in. */
const js = (text: string) =>
  JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

export function fakeStripeJs(delayMs = 400): string {
  return `
(function () {
  var texts = {
    en: { label: ${js(CARD_LABEL)}, declined: ${js(DECLINE_MESSAGE)} },
    fr: { label: ${js(CARD_LABEL_FR)}, declined: ${js(DECLINE_MESSAGE_FR)} },
  };
  function Stripe(key, options) {
    var mounted = null;
    var locale = (options && options.locale) || "en";
    window.__stripeLocales = (window.__stripeLocales || []).concat([{ stripe: locale }]);
    return {
      _registerWrapper: function () {},
      elements: function (elementsOptions) {
        var handlers = {};
        if (elementsOptions.locale) locale = elementsOptions.locale;
        window.__stripeLocales = window.__stripeLocales.concat([{ elements: elementsOptions.locale }]);
        var elements = {
          clientSecret: elementsOptions.clientSecret,
          create: function (type) {
            return {
              mount: function (target) {
                var node = typeof target === "string" ? document.querySelector(target) : target;
                var label = document.createElement("label");
                label.textContent = (texts[locale] || texts.en).label;
                label.setAttribute("for", "fake-card");
                var input = document.createElement("input");
                input.id = "fake-card";
                input.setAttribute("inputmode", "numeric");
                input.style.cssText = "display:block;width:100%;min-height:44px;margin-top:6px;border:1px solid #999;border-radius:8px;padding:0 12px;color:#000";
                node.appendChild(label);
                node.appendChild(input);
                mounted = input;
                setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({}); }); }, 150);
              },
              on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
              destroy: function () {},
              unmount: function () {},
            };
          },
          submit: function () { return Promise.resolve({}); },
        };
        return elements;
      },
      confirmPayment: function (params) {
        window.__stripeConfirmCalls = (window.__stripeConfirmCalls || []).concat([{
          clientSecret: params.elements.clientSecret,
          redirect: params.redirect,
          receiptEmail: params.confirmParams && params.confirmParams.receipt_email,
        }]);
        var number = mounted ? mounted.value.replace(/\\s/g, "") : "";
        return new Promise(function (resolve) {
          setTimeout(function () {
            if (number === "${DECLINED_CARD.replace(/ /g, "")}") {
              resolve({ error: { type: "card_error", code: "card_declined", message: (texts[locale] || texts.en).declined } });
            } else {
              var id = params.elements.clientSecret.split("_secret_")[0];
              resolve({ paymentIntent: { id: id, status: "succeeded" } });
            }
          }, ${delayMs});
        });
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;
}
