"""The notebooks run under nbval in a kernel of their own: keep what they save (the play notebook's
game in progress and statistics) out of the user's Jupyter data folder."""

import os
import tempfile

os.environ["JUPYTER_DATA_DIR"] = tempfile.mkdtemp(prefix="rsol-nbval-data-")
