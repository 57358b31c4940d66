import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { AUTH_FRAME_TEXTS } from '../auth-frame-texts';
import '../auth.css';

/** spec 1 §2.2: the authentication area's shared frame: logo, the form card, footer links About and Contact. */
export const AuthFrame = ({ children }: { children: ReactNode }) => (
  <div className="auth-frame">
    <header className="auth-frame__brand">
      <img src="/logo.svg" alt="" width={40} height={40} />
      <span>{AUTH_FRAME_TEXTS.productName}</span>
    </header>
    <main className="auth-frame__main">
      <Card elevation={2} className="auth-frame__card">
        {children}
      </Card>
    </main>
    <footer className="auth-frame__footer">
      <a href="/home">{AUTH_FRAME_TEXTS.about}</a>
      <a href="/home#contact">{AUTH_FRAME_TEXTS.contact}</a>
    </footer>
  </div>
);
