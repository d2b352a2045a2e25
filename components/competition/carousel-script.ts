import { BACKDROP_CLASS, NO_POSTER_HTML } from './slide-html';

/**
 * The poster carousels' behaviour, inline in the root layout's <head>: one set of listeners on the document serves
 * every carousel from the first paint on, so a carousel hydrates no code and a tap before the page's scripts have
 * run already works. A carousel is server HTML (components/competition/poster-carousel.tsx): `[data-carousel]` with
 * its index in `data-index`, the track `[data-track]`, slides `[data-slide]` (their posters after the first wait in a
 * <template> until the carousel is used: pointer, focus or touch; the blurred copy behind each is cloned from it then), and buttons `[data-go="prev|next|N"]`. Arrows,
 * dots, a swipe of 40 px and the arrow keys move it; an image that fails to load becomes "Poster belum tersedia".
 */
export const CAROUSEL_SCRIPT = `(function(){var d=document,NP=${JSON.stringify(NO_POSTER_HTML)},BG=${JSON.stringify(BACKDROP_CLASS)},T=null;
function C(e){return e&&e.closest?e.closest('[data-carousel]'):null}
function S(c){return c.querySelectorAll('[data-slide]')}
function fill(s){var t=s&&s.querySelector('template'),p,b,i;if(!t)return;s.replaceChildren(t.content);p=s.querySelector('picture');
if(p&&!s.querySelector('.'+BG)){b=p.cloneNode(true);i=b.querySelector('img');if(i){i.alt='';i.className=BG}p.before(b)}}
function at(c){return +c.getAttribute('data-index')||0}
function arm(c){var s=S(c),n=s.length,i=at(c);if(n<2||c.hasAttribute('data-armed'))return;c.setAttribute('data-armed','');fill(s[(i+1)%n]);fill(s[(i+n-1)%n])}
function go(c,j){var s=S(c),n=s.length,k,b;if(n<2)return;j=((j%n)+n)%n;c.setAttribute('data-index',j);c.setAttribute('data-armed','');
c.querySelector('[data-track]').style.transform='translateX(-'+j*100+'%)';
for(k=0;k<n;k++){if(k===j){s[k].removeAttribute('aria-hidden');s[k].inert=false}else{s[k].setAttribute('aria-hidden','true');s[k].inert=true}}
fill(s[j]);fill(s[(j+1)%n]);fill(s[(j+n-1)%n]);b=c.querySelectorAll('[data-go]');
for(k=0;k<b.length;k++){var g=b[k].getAttribute('data-go');if(g!=='prev'&&g!=='next')b[k].setAttribute('aria-current',+g===j?'true':'false')}}
d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('[data-go]'):null,c=C(b);if(!c)return;var g=b.getAttribute('data-go');
go(c,g==='prev'?at(c)-1:g==='next'?at(c)+1:+g)});
d.addEventListener('keydown',function(e){var c=C(e.target);if(!c||S(c).length<2)return;if(e.key==='ArrowRight')go(c,at(c)+1);else if(e.key==='ArrowLeft')go(c,at(c)-1);else return;e.preventDefault()});
d.addEventListener('pointerover',function(e){var c=C(e.target);if(c)arm(c)});
d.addEventListener('focusin',function(e){var c=C(e.target);if(c)arm(c)});
d.addEventListener('touchstart',function(e){var c=C(e.target),t=e.touches[0];if(!c)return;arm(c);T=t?{c:c,x:t.clientX,y:t.clientY}:null},{passive:true});
d.addEventListener('touchend',function(e){var c=C(e.target),t=e.changedTouches[0],s=T;T=null;if(!c||!s||s.c!==c||!t)return;
var dx=t.clientX-s.x;if(Math.abs(dx)>=40&&Math.abs(dx)>Math.abs(t.clientY-s.y))go(c,at(c)+(dx<0?1:-1))});
d.addEventListener('error',function(e){var i=e.target,s=i&&i.tagName==='IMG'&&i.closest?i.closest('[data-slide]'):null;if(s)s.innerHTML=NP},true)})();`;
