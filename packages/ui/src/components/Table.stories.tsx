import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeProps } from './Badge.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table.tsx';

const invoices: { id: string; client: string; amount: string; date: string; due: string; status: string }[] =
  [
    {
      id: 'INV-001',
      client: 'Sophie Martin',
      amount: '£1,250.00',
      date: '2024-01-05',
      due: '2024-02-04',
      status: 'paid',
    },
    {
      id: 'INV-002',
      client: 'James Wilson',
      amount: '£3,400.00',
      date: '2024-01-09',
      due: '2024-02-08',
      status: 'pending',
    },
    {
      id: 'INV-003',
      client: 'Amira Haddad',
      amount: '£860.00',
      date: '2023-12-02',
      due: '2024-01-01',
      status: 'overdue',
    },
  ];

const statusVariant: Record<string, BadgeProps['variant']> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'destructive',
};

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {
  render: () => (
    <Table>
      <TableCaption>Factures récentes</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Invoice ID</TableHead>
          <TableHead>Client</TableHead>
          <TableHead className="text-end">Amount</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className="font-medium">{invoice.id}</TableCell>
            <TableCell>{invoice.client}</TableCell>
            <TableCell className="text-end tabular-nums">{invoice.amount}</TableCell>
            <TableCell>{invoice.date}</TableCell>
            <TableCell>{invoice.due}</TableCell>
            <TableCell>
              <Badge variant={statusVariant[invoice.status]}>{invoice.status}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

/** Wider than its container: the wrapper scrolls and takes keyboard focus. */
export const Scrolling: Story = {
  render: () => (
    <div className="max-w-sm">
      <Table className="min-w-[48rem]" aria-label="Commandes">
        <TableHeader>
          <TableRow>
            {['Order ID', 'Client', 'Item', 'Status', 'Amount', 'Date'].map((head) => (
              <TableHead key={head}>{head}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>ORD-001</TableCell>
            <TableCell>Sophie Martin</TableCell>
            <TableCell>Bague solitaire</TableCell>
            <TableCell>
              <Badge variant="info">in-progress</Badge>
            </TableCell>
            <TableCell>£2,400</TableCell>
            <TableCell>2024-01-12</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  ),
};
