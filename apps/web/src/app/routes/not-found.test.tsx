import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as NotFound } from './not-found';
import { ErrorScreen } from './error-screen';

describe('Page Not Found', () => {
  it('shows the title and goes home with Go Home', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: '*', element: <NotFound /> },
      ],
      { initialEntries: ['/nowhere'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

describe('ErrorScreen', () => {
  it('says Something went wrong with a Refresh Page button', () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/refresh the page/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
