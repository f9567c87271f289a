import {toastOriginClearOf} from '@site/src/components/ContactForm/toasts';

/** A stand-in for the Send button, `top` px from the top of a 768 px tall screen, 52 px tall. */
function buttonAt(top: number): Element {
  const button = document.createElement('button');
  button.getBoundingClientRect = () =>
    ({top, bottom: top + 52, left: 0, right: 300, width: 300, height: 52, x: 0, y: top}) as DOMRect;
  return button;
}

describe('where a contact form toast goes', () => {
  beforeAll(() => expect(window.innerHeight).toBe(768));

  it('goes to the top right, under the header, when the Send button is low on the screen', () => {
    expect(toastOriginClearOf(buttonAt(600))).toEqual({vertical: 'top', horizontal: 'right'});
    expect(toastOriginClearOf(buttonAt(400))).toEqual({vertical: 'top', horizontal: 'right'});
  });

  it('goes to the bottom when the Send button is high on the screen', () => {
    expect(toastOriginClearOf(buttonAt(120))).toEqual({vertical: 'bottom', horizontal: 'right'});
    expect(toastOriginClearOf(buttonAt(300))).toEqual({vertical: 'bottom', horizontal: 'right'});
  });

  it('goes to the top when there is no button to keep clear of', () => {
    expect(toastOriginClearOf(null)).toEqual({vertical: 'top', horizontal: 'right'});
  });
});
