"""Hotel Aster room interiors (1000x667)."""
from art import *
from interiors import *


def _room(c, RW, D, style, ex=0.0, f=None, RH=2.8, accent=None, seed='room', view_pal='morning'):
    W, H = c.w, c.h
    f = f or W * 0.62
    cam = Cam(W, H, f, eye=(ex, 1.3), cy=H * 0.47)
    S = ROOM_STYLES[style]
    room_shell(c, cam, RW, RH, D, S, accent_span=accent)
    return cam, S


def room_deluxe_single(c):
    RW, D = 3.6, 4.6
    cam, S = _room(c, RW, D, 'sage', ex=0.15, accent=(-1.8, -0.25))
    view = window_view(c, 'morning', 'r-single')
    back_window(c, cam, 0.25, 1.5, 0.85, 2.3, D, view)
    wall_art(c, cam, -1.45, -0.7, 1.5, 2.1, D, kind='dawn', seed='art-single')
    rug(c, cam, -1.7, 0.6, D - 2.6, D - 1.0, S['rug'])
    nightstand(c, cam, -0.52, -0.12, D, S)
    bed(c, cam, -1.72, -0.77, D, S, pillows=1)
    plant(c, cam, 1.55, D - 0.35, 1.2)
    # desk along the right wall
    table(c, cam, 1.15, 1.78, D - 2.2, D - 1.1, 0.76, S['wood'])
    lp = cam.p(1.6, 0.76, D - 1.9)
    cam.box(c, 1.45, 1.7, 0.76, 0.79, D - 2.0, D - 1.6, '#e9e4da')
    chair(c, cam, 0.75, D - 1.9, '#c9a66b', facing='back')


def room_deluxe_double(c):
    RW, D = 4.2, 4.8
    cam, S = _room(c, RW, D, 'terracotta', ex=0.1, accent=(-2.1, 0.45))
    view = window_view(c, 'golden', 'r-double')
    back_window(c, cam, 0.85, 1.95, 0.85, 2.35, D, view, curtain='#e3d3b8')
    wall_art(c, cam, -1.25, -0.45, 1.55, 2.4, D, kind='thangka')
    rug(c, cam, -2.0, 0.5, D - 2.9, D - 1.0, S['rug'])
    nightstand(c, cam, -2.08, -1.68, D, S)
    nightstand(c, cam, -0.02, 0.38, D, S)
    bed(c, cam, -1.6, -0.1, D, S, pillows=2)
    plant(c, cam, 1.85, D - 0.4, 1.3)
    armchair(c, cam, 1.2, 1.9, D - 1.9, D - 1.2, '#b8863b')


def room_super_deluxe(c):
    RW, D = 4.8, 5.0
    cam, S = _room(c, RW, D, 'teal', ex=0.2, accent=(-2.4, 0.2))
    view = window_view(c, 'dawn', 'r-super')
    back_window(c, cam, 0.6, 2.25, 0.35, 2.45, D, view, curtain='#d8c9ae', mull=3)
    wall_art(c, cam, -1.75, -0.45, 1.75, 2.35, D, kind='morning', seed='art-super')
    rug(c, cam, -2.3, 0.3, D - 3.2, D - 0.9, S['rug'])
    nightstand(c, cam, -2.38, -2.0, D, S)
    nightstand(c, cam, 0.02, 0.4, D, S)
    bed(c, cam, -1.95, -0.05, D, S, pillows=3, head_h=1.45)
    armchair(c, cam, 1.0, 1.7, D - 1.7, D - 1.0, '#e9dcc2')
    table(c, cam, 1.75, 2.2, D - 1.5, D - 1.05, 0.5, '#c79a3b')
    pendant(c, cam, 1.95, 1.8, D - 1.3, ceiling=2.8)


def room_super_deluxe_triple(c):
    RW, D = 5.6, 5.0
    cam, S = _room(c, RW, D, 'forest', ex=0.0, f=c.w * 0.56, accent=(-2.8, 1.3))
    view = window_view(c, 'morning', 'r-triple', massif='twin')
    back_window(c, cam, 1.6, 2.65, 0.85, 2.35, D, view, curtain='#e0d2b5')
    for i, x0 in enumerate((-2.6, -1.15, 0.3)):
        wall_art(c, cam, x0 + 0.2, x0 + 0.75, 1.65, 2.25, D, kind=['dawn', 'thangka', 'golden'][i], seed='art-tr%d' % i)
    rug(c, cam, -2.7, 1.3, D - 2.7, D - 2.1, S['rug'])
    nightstand(c, cam, -1.55, -1.25, D, S, lamp=True)
    nightstand(c, cam, -0.1, 0.2, D, S, lamp=True)
    for x0 in (-2.6, -1.15, 0.3):
        bed(c, cam, x0, x0 + 0.95, D, S, pillows=1, carved=True, length=1.95)
    plant(c, cam, 2.5, D - 0.4, 1.2)


def room_family(c):
    RW, D = 6.4, 5.4
    cam, S = _room(c, RW, D, 'blush', ex=0.0, f=c.w * 0.55, accent=(-3.2, 0.3))
    view = window_view(c, 'golden', 'r-family', massif='kanchenjunga')
    back_window(c, cam, 0.95, 2.85, 1.0, 2.4, D, view, curtain='#e7d6c2', mull=3)
    wall_art(c, cam, -2.5, -1.7, 1.55, 2.3, D, kind='thangka')
    wall_art(c, cam, -0.75, -0.1, 1.6, 2.2, D, kind='morning', seed='art-fam')
    rug(c, cam, -2.2, 1.8, D - 3.2, D - 1.6, S['rug'])
    nightstand(c, cam, -3.15, -2.8, D, S)
    nightstand(c, cam, -1.25, -0.9, D, S)
    bed(c, cam, -2.75, -1.3, D, S, pillows=2)
    bed(c, cam, -0.82, 0.13, D, S, pillows=1, runner=True)
    sofa(c, cam, 1.0, 2.8, D - 0.95, D - 0.1, '#8fa3b8')
    table(c, cam, 1.35, 2.45, D - 2.1, D - 1.5, 0.42, S['wood'])
    for k, col in enumerate(['#ffffff', '#ffffff']):
        p = cam.p(1.7 + k * 0.35, 0.42, D - 1.8)
        c.rect(p[0] - 6, p[1] - 12, 12, 12, col, rx=2)
    plant(c, cam, 3.0, D - 0.35, 1.3)
