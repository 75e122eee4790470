-- A listing's score, verdict and action used to be the best any hunt gave it, which the public
-- deals list showed to everyone. They are now the listing's own judgement against its benchmark;
-- the old values are cleared so no hunt's score stays public. The next scan that sees a listing
-- judges it again.
UPDATE listings SET score = NULL, verdict = NULL, action = NULL;
