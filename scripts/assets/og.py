"""Social share image (1200x630): the hero scene with the wordmark."""
import re
from art import *
from scenes_hero import hero_scene
import brand


def og_image(c):
    W, H = c.w, c.h
    sub = c.sub(1600, 900)
    hero_scene(sub, t=0.0, low_string=False)
    c.embed(sub, 0, 0, W, H, par='xMidYMin slice')
    c.rect(0, H * 0.45, W, H * 0.55, c.lin([(0, '#141836', 0), (0.55, '#141836', 0.55), (1, '#141836', 0.85)]))
    logo = brand.logo_svg('light')
    vb = re.search(r'viewBox="0 0 (\d+) 48"', logo).group(1)
    inner = logo[logo.index('</title>') + 8: -6]
    lw = 640
    lh = lw * 48 / float(vb)
    x, y = 64, H - lh - 96
    c.add('<svg x="%s" y="%s" width="%s" height="%s" viewBox="0 0 %s 48">%s</svg>' % (n(x), n(y), n(lw), n(lh), vb, inner))
    c.text(x + 4, H - 52, 'Sikkim \u00b7 Darjeeling \u00b7 Kalimpong \u00b7 Bhutan \u00b7 Nepal \u00b7 North-East India', 25, '#f4ecdf',
           weight='normal', anchor='start')
