import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The suite runs its files side by side on two cores: what a person would see may take more than the default second
// to appear (the embedded backend's IndexedDB, a month calendar), and a page test must not fail for that alone: a
// booking's confirmation took over 5 s with four other people's builds and tests on the same two cores.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal methods: opened, a dialog is simply `open`.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
