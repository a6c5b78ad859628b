/**
 * A stand-in for https://js.stripe.com/<train>/stripe.js, served to the page through request
 * routing (the internet is not reachable from the tests). It implements what our checkout uses:
 * Stripe(), elements({ clientSecret }), create("payment").mount/on("ready"), confirmPayment().
 * Its "card form" is one text box; the number decides the outcome like Stripe's test cards:
 * 4000 0000 0000 0002 is declined, anything else succeeds (after `delayMs`).
 */
export const DECLINED_CARD = "4000 0000 0000 0002";
export const DECLINE_MESSAGE = "Your card was declined.";

export function fakeStripeJs(delayMs = 400): string {
  return `
(function () {
  function Stripe(key, options) {
    var mounted = null;
    return {
      _registerWrapper: function () {},
      elements: function (elementsOptions) {
        var handlers = {};
        var elements = {
          clientSecret: elementsOptions.clientSecret,
          create: function (type) {
            return {
              mount: function (target) {
                var node = typeof target === "string" ? document.querySelector(target) : target;
                var label = document.createElement("label");
                label.textContent = "Card number";
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
              resolve({ error: { type: "card_error", code: "card_declined", message: "${DECLINE_MESSAGE}" } });
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
