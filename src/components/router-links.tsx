import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine's Anchor and Button as typed router links: `to` and `params` are checked against the
// route tree, which `component={Link}` would not do.
type AnchorLinkProps = Omit<AnchorProps, 'href'> & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorLinkProps>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';
const CreatedAnchorLink = createLink(MantineAnchor);
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;

type ButtonLinkProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonLinkProps>((props, ref) => <Button component="a" ref={ref} {...props} />);
MantineButtonAnchor.displayName = 'MantineButtonAnchor';
const CreatedButtonLink = createLink(MantineButtonAnchor);
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
