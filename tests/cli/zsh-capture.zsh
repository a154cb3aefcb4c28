# What zsh completes for a command line, with a completion script loaded: zsh -f zsh-capture.zsh SCRIPT "words typed"
# Runs an interactive zsh on a pseudo-terminal (zsh/zpty), loads compinit and SCRIPT, wraps compadd so that
# every match is printed as <<match>>, waits until all that has run, types the words and a Tab. After the
# <<START>> marker, the <<...>> lines are the matches (the technique of zsh-capture-completion, reduced to what the test needs).
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PROMPT=''; RPROMPT=''; unsetopt zle 2>/dev/null; setopt zle"
zpty -w z "autoload -U compinit; compinit -u -D"
zpty -w z "source ${(q)1}"
zpty -w z 'compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a __hits
  builtin compadd -A __hits "$@"
  local h; for h in $__hits; do print -r -- "<<$h>>"; done
}'
zpty -w z "bindkey '^I' complete-word"
# Wait for the marker's output (its command echoes with the quotes, '<<'START'>>'): all of the above has
# run before the words are typed.
zpty -w z "print -r -- '<<'START'>>'"
local line out=()
while zpty -r z line; do
  [[ $line == *'<<START>>'* ]] && break
done
# The keys may be echoed before zsh reads them (typed ahead): the end marker's command must not echo
# as the marker, so it is typed as "<""<END>"">".
zpty -n -w z "$2"$'\t'
zpty -w z $'\n''print -r -- "<""<END>"">"'
while zpty -r z line; do
  [[ $line == *'<<END>>'* ]] && break
  out+=($line)
done
print -r -- '<<START>>'
print -rl -- ${(M)out:#*<<*>>*}
zpty -d z
